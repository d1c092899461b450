import { Trans, useT } from 'shared-i18n';
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
  const t = useT();
  useDocumentTitle(t(NOT_FOUND_TITLE));
  return (
    <Panel>
      <h1>{t(NOT_FOUND_TITLE)}</h1>
      <p>
        <Trans id="shell.notFound.text" values={{ pathname }} components={{ code: <code /> }} />
      </p>
      <p>
        <Link to="/">{t('shell.homeLink')}</Link>
      </p>
    </Panel>
  );
}
