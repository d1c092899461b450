import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useIsLoggedIn } from 'shared-api';
import { Trans, useT } from 'shared-i18n';
import type { RemotePageProps } from 'shared-ui';
import { contact } from '../content/siteContent';
import { isLegacyPath, legacyPages } from '../content/pageContent';
import { PublicLayout } from '../layout/PublicLayout';
import { resolveContentLink } from '../layout/submitCaseTarget';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)} ${theme.space(12)}`};
  h1 {
    color: ${({ theme }) => theme.colors.brand};
    margin-top: 0;
  }
  ul {
    padding-left: 1.25rem;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/**
 * The legacy footer pages (/contacts, /home, /services, /consultances, /mediation): the path picks
 * the content, and each page leads back into the app.
 */
export default function LegacyPage({ accountMenu }: RemotePageProps) {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const t = useT();
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = isLegacyPath(path) ? legacyPages[path] : legacyPages['/home'];
  return (
    <PublicLayout accountMenu={accountMenu}>
      <Article>
        <h1>{t(page.title)}</h1>
        {page.paragraphs.map(({ id, values, keys }) => (
          <p key={`${id}${keys?.title ?? ''}`}>
            {t(id, {
              ...values,
              ...Object.fromEntries(
                Object.entries(keys ?? {}).map(([name, key]) => [name, t(key)]),
              ),
            })}
          </p>
        ))}
        {path === '/contacts' ? (
          <p>
            <Trans
              id="landing.legacy.contactLine"
              values={{ email: contact.email, phones: contact.phones.join(', ') }}
              components={{ link: <a href={`mailto:${contact.email}`} />, br: <br /> }}
            />
          </p>
        ) : null}
        <nav aria-label={t('landing.legacy.continue')}>
          <ul>
            {page.links.map((link) => (
              <li key={link.label}>
                <Link to={resolveContentLink(link.to, loggedIn)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Article>
    </PublicLayout>
  );
}
