import styled, { css } from 'styled-components';

// The dashboard frame's geometry, shared by DashboardLayout and its PageFrameSkeleton so the
// skeleton stands exactly where the page will (nothing moves when the page's code arrives).

/** From the tablet breakpoint up, where the side navigation stands beside the page. */
export const tablet = ({ theme }: { theme: { breakpoints: { tablet: string } } }) =>
  `@media (min-width: ${theme.breakpoints.tablet})`;

/** The side navigation's column: the brand colour, 232 px wide and full height from tablet up. */
export const sideColumn = css`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  ${tablet} {
    width: 232px;
    flex: none;
    min-height: 100vh;
  }
`;

/** The page's column beside the side navigation. */
export const FrameMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/** The bar over the page: its title at the start, the account at the end. */
export const topBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
