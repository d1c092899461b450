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

/** Route-level error screen for unhandled routing errors: title, status and message. */
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
  error: unknown;
  failed: boolean;
}

class ErrorBoundaryOfRoutes extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      this.setState({ error: null, failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed while rendering', error);
  }

  override render() {
    const { error, failed } = this.state;
    return failed ? <RouteErrorScreen error={error} /> : this.props.children;
  }
}

/** A page that throws while rendering shows the route error screen, until another page is asked for. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryOfRoutes pathname={pathname}>{children}</ErrorBoundaryOfRoutes>;
}
