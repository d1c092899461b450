import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contact, firm, legacyFooterLinks } from '../content/siteContent';
import { VisuallyHidden } from 'shared-ui';
import { Trans, useT } from 'shared-i18n';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  padding: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(6)}`};
  a {
    color: #fff;
  }
`;

const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const SubHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Small = styled.p`
  max-width: 1120px;
  margin: ${({ theme }) => theme.space(8)} auto 0;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** The contact footer: address, founding year, e-mail, three phones, social and legacy links. */
export function SiteFooter() {
  const t = useT();
  return (
    <Footer id="contact" aria-labelledby="contact-heading">
      <Inner>
        <div>
          <Heading id="contact-heading">{t(contact.heading)}</Heading>
          <address style={{ fontStyle: 'normal' }}>
            <p>
              {firm.name}
              <br />
              {contact.address}
              <br />
              {t('landing.footer.founded', { year: contact.founded })}
            </p>
            <p>
              <Trans
                id="landing.footer.email"
                values={{ email: contact.email }}
                components={{ link: <a href={`mailto:${contact.email}`} /> }}
              />
            </p>
          </address>
        </div>
        <div>
          <SubHeading>{t('landing.footer.phone')}</SubHeading>
          <List>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </List>
        </div>
        <div>
          <SubHeading>{t('landing.footer.follow')}</SubHeading>
          <List>
            {contact.social.map(({ label, href }) => (
              <li key={label}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {label}
                  <VisuallyHidden>{t('landing.footer.newTab')}</VisuallyHidden>
                </a>
              </li>
            ))}
          </List>
        </div>
        <nav aria-label={t('landing.footer.nav')}>
          <SubHeading>{t('landing.footer.pages')}</SubHeading>
          <List>
            {legacyFooterLinks.map(({ label, to }) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </List>
        </nav>
      </Inner>
      <Small>
        {t('landing.footer.copyright', {
          year: contact.founded,
          firm: firm.name,
          address: contact.address,
          tagline: t(firm.tagline),
        })}
      </Small>
    </Footer>
  );
}
