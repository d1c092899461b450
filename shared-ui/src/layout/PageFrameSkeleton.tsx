import { useT } from 'shared-i18n';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { FrameMain, sideColumn, tablet, topBar } from './frameParts';

const pulse = keyframes`50% { opacity: 0.55; }`;

const Frame = styled.div<{ $dashboard: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${tablet} {
    flex-direction: ${({ $dashboard }) => ($dashboard ? 'row' : 'column')};
  }
`;

const Side = styled.div`
  ${sideColumn}
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
`;

const SiteBar = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  min-height: 60px;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Brand = styled.span`
  font-weight: 700;
  min-height: 32px;
  display: flex;
  align-items: center;
`;

const Bar = styled.span<{ $width: string; $light?: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: 0.875rem;
  border-radius: 999px;
  background: ${({ theme, $light }) => ($light ? 'rgba(255, 255, 255, 0.35)' : theme.colors.border)};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const NavBars = styled.div<{ $row?: boolean }>`
  display: ${({ $row }) => ($row ? 'none' : 'grid')};
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} 0;
  ${tablet} {
    display: ${({ $row }) => ($row ? 'flex' : 'grid')};
  }
`;

const Top = styled.div`
  ${topBar}
  min-height: 68px;
`;

const Avatar = styled.span`
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

/**
 * Only a page's body in grey, announced once as "Loading page": for a page whose frame is already
 * on screen (the site's real navigation stays while the next visitor page's code comes).
 */
export function PageBodySkeleton() {
  const t = useT();
  return (
    <Body role="status" aria-label={t('ui.frame.loadingPage')} data-testid="page-body-skeleton">
      <VisuallyHidden>{t('ui.frame.loadingPageText')}</VisuallyHidden>
      <Bar $width="18rem" aria-hidden="true" />
      <Bar $width="100%" aria-hidden="true" />
      <Bar $width="70%" aria-hidden="true" />
    </Body>
  );
}

export interface PageFrameSkeletonProps {
  /** 'dashboard': side navigation and top bar; 'site': the visitor's top navigation. */
  frame: 'dashboard' | 'site';
  brand?: string;
}

/**
 * The page's frame (navigation and header) in grey while its code loads, so a slow remote shows
 * where things will be rather than a bare spinner; announced once as "Loading page".
 */
export function PageFrameSkeleton({ frame, brand = 'Bridge to Justice' }: PageFrameSkeletonProps) {
  const dashboard = frame === 'dashboard';
  const t = useT();
  const nav = (light: boolean, row = false) => (
    <NavBars data-testid="frame-skeleton-nav" $row={row}>
      <Bar $width="7rem" $light={light} />
      <Bar $width="5rem" $light={light} />
      <Bar $width="8rem" $light={light} />
      <Bar $width="6rem" $light={light} />
    </NavBars>
  );
  return (
    <Frame role="status" aria-label={t('ui.frame.loadingPage')} $dashboard={dashboard}>
      <VisuallyHidden>{t('ui.frame.loadingPageText')}</VisuallyHidden>
      {dashboard ? (
        <>
          <Side aria-hidden="true">
            <Brand>{brand}</Brand>
            {nav(true)}
          </Side>
          <FrameMain aria-hidden="true">
            <Top data-testid="frame-skeleton-header">
              <Bar $width="12rem" />
              <Avatar />
            </Top>
            <Body>
              <Bar $width="14rem" />
              <Bar $width="100%" />
              <Bar $width="80%" />
            </Body>
          </FrameMain>
        </>
      ) : (
        <>
          <SiteBar aria-hidden="true" data-testid="frame-skeleton-header">
            <Brand>{brand}</Brand>
            {nav(true, true)}
          </SiteBar>
          <Body aria-hidden="true">
            <Bar $width="18rem" />
            <Bar $width="100%" />
            <Bar $width="70%" />
          </Body>
        </>
      )}
    </Frame>
  );
}
