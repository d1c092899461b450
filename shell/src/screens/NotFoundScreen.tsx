import { use } from 'react';
import { Trans, useT } from 'shared-i18n';
import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from 'shared-ui';
import { NOT_FOUND_TITLE } from '../routing/routeTitles';
import { preparePage } from '../routing/preparePage';
import { loadedSiteFrame, SITE_FRAME } from '../federation/siteFrame';
import { AccountMenu } from '../account/AccountMenu';

const Panel = styled.main`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
`;

/**
 * A path no route knows: "page not found" in the site's own frame (its navigation, language and
 * account menu), as every visitor page. Should the frame's code not load, the message stands alone.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const t = useT();
  useDocumentTitle(t(NOT_FOUND_TITLE));
  use(preparePage(SITE_FRAME.remote, SITE_FRAME.page, false));
  const Frame = loadedSiteFrame();
  const message = (
    <Panel as={Frame ? 'div' : 'main'}>
      <h1>{t(NOT_FOUND_TITLE)}</h1>
      <p>
        <Trans id="shell.notFound.text" values={{ pathname }} components={{ code: <code /> }} />
      </p>
      <p>
        <Link to="/">{t('shell.homeLink')}</Link>
      </p>
    </Panel>
  );
  if (!Frame) return message;
  return <Frame accountMenu={<AccountMenu />}>{message}</Frame>;
}
