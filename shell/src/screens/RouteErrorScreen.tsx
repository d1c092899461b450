import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTakeOverPrerender } from '../prerender/takeOverPrerender';

const Panel = styled.main`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
`;

/** Route-level error screen of spec §2: title, status and message. */
export function RouteErrorScreen() {
  useTakeOverPrerender();
  const t = useT();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Panel>
      <h1>{t('shell.routeError.title')}</h1>
      <h2>{status}</h2>
      <p>{message}</p>
      <Link to="/">{t('shell.homeLink')}</Link>
    </Panel>
  );
}
