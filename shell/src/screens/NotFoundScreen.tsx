import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from 'shared-ui';
import { NOT_FOUND_TITLE } from '../routing/routeTitles';

const Panel = styled.main`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
`;

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Panel>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Panel>
  );
}
