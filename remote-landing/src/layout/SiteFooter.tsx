import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contact, firm, legacyFooterLinks } from '../content/siteContent';
import { VisuallyHidden } from 'shared-ui';

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

/** The contact footer of spec §1/§2: address, founding year, e-mail, three phones, social and legacy links. */
export function SiteFooter() {
  return (
    <Footer id="contact" aria-labelledby="contact-heading">
      <Inner>
        <div>
          <Heading id="contact-heading">{contact.heading}</Heading>
          <address style={{ fontStyle: 'normal' }}>
            <p>
              {firm.name}
              <br />
              {contact.address}
              <br />
              Founded {contact.founded}
            </p>
            <p>
              E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </address>
        </div>
        <div>
          <SubHeading>Phone</SubHeading>
          <List>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </List>
        </div>
        <div>
          <SubHeading>Follow us</SubHeading>
          <List>
            {contact.social.map(({ label, href }) => (
              <li key={label}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </List>
        </div>
        <nav aria-label="Footer">
          <SubHeading>Pages</SubHeading>
          <List>
            {legacyFooterLinks.map(({ label, to }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </List>
        </nav>
      </Inner>
      <Small>
        © {contact.founded} {firm.name}, {contact.address}. {firm.tagline}.
      </Small>
    </Footer>
  );
}
