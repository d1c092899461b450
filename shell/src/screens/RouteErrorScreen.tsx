import { Component, type ReactNode } from 'react';
import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { useTakeOverPrerender } from '../prerender/takeOverPrerender';

const Panel = styled.main`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
`;

/** Route-level error screen of spec §2: title, status and message. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  useTakeOverPrerender();
  const t = useT();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Panel>
      <h1>{t('shell.routeError.title')}</h1>
      <h2>500</h2>
      <p>{message}</p>
      <Link to="/">{t('shell.homeLink')}</Link>
    </Panel>
  );
}

interface BoundaryProps {
  /** Another page asked for: the screen gives way to it. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: { error: unknown; pathname: string } | null;
}

class ErrorBoundaryOfRoutes extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (!state.failed) return null;
    if (state.failed.pathname === '')
      return { failed: { ...state.failed, pathname: props.pathname } };
    return state.failed.pathname === props.pathname ? null : { failed: null };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed while rendering', error);
  }

  override render() {
    const { failed } = this.state;
    return failed ? <RouteErrorScreen error={failed.error} /> : this.props.children;
  }
}

/** A page that throws while rendering shows the route error screen, until another page is asked for. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryOfRoutes pathname={pathname}>{children}</ErrorBoundaryOfRoutes>;
}
