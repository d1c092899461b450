import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardGrid } from 'shared-ui';
import { useIsLoggedIn } from 'shared-api';
import { useT } from 'shared-i18n';
import {
  about,
  accountSection,
  services,
  team,
  teamHeading,
  type TeamMember,
} from '../content/siteContent';
import { ButtonLink } from '../layout/ButtonLink';
import { resolveContentLink, submitCaseTarget } from '../layout/submitCaseTarget';
import portraitA from '../assets/portrait-a.svg';
import portraitB from '../assets/portrait-b.svg';
import portraitC from '../assets/portrait-c.svg';
import { SectionInner } from '../layout/SectionInner';

const PORTRAITS: Record<TeamMember['portrait'], string> = {
  a: portraitA,
  b: portraitB,
  c: portraitC,
};

const Section = styled.section<{ $tint?: boolean }>`
  padding: ${({ theme }) => `${theme.space(12)} 0`};
  background: ${({ theme, $tint }) => ($tint ? theme.colors.background : theme.colors.surface)};
  scroll-margin-top: 64px;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.0625rem;
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const TeamGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  /* Wide enough for the longest title of the three languages (rw "Umufatanyabikorwa"). */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Member = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
  }
  div {
    padding: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: 0;
  }
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space(2)} !important;
`;

/** About Us, Services, Meet The Team and the account section (#account). */
export default function BelowFold() {
  const loggedIn = useIsLoggedIn();
  const t = useT();
  return (
    <>
      <Section id="about" aria-labelledby="about-title">
        <SectionInner>
          <Heading id="about-title">{t(about.heading)}</Heading>
          {about.paragraphs.map((text) => (
            <Lead key={text}>{t(text)}</Lead>
          ))}
          <CardGrid>
            {about.values.map((value) => (
              <Card key={value.title} as="div">
                <CardTitle>{t(value.title)}</CardTitle>
                <p style={{ margin: 0 }}>{t(value.text)}</p>
              </Card>
            ))}
          </CardGrid>
        </SectionInner>
      </Section>

      <Section id="services" $tint aria-labelledby="services-title">
        <SectionInner>
          <Heading id="services-title">{t('landing.nav.services')}</Heading>
          <CardGrid>
            {services.map((service) => (
              <Card key={service.id} as="article">
                <CardTitle>{t(service.title)}</CardTitle>
                <p>{t(service.text)}</p>
                <Link to={resolveContentLink(service.link.to, loggedIn)}>
                  {t(service.link.label)}
                </Link>
              </Card>
            ))}
          </CardGrid>
        </SectionInner>
      </Section>

      <Section id="team" aria-labelledby="team-title">
        <SectionInner>
          <Heading id="team-title">{t(teamHeading)}</Heading>
          <TeamGrid>
            {team.map((member) => (
              <Member key={member.title}>
                <img
                  src={PORTRAITS[member.portrait]}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  alt={
                    member.name
                      ? t('landing.team.portraitNamed', { name: member.name, role: t(member.role) })
                      : t('landing.team.portrait', { role: t(member.role) })
                  }
                />
                <div>
                  <CardTitle>{member.name ?? t(member.title)}</CardTitle>
                  <Role>{t(member.name ? member.title : member.role)}</Role>
                  <p>{t(member.bio)}</p>
                </div>
              </Member>
            ))}
          </TeamGrid>
        </SectionInner>
      </Section>

      <Section id="account" $tint aria-labelledby="account-title">
        <SectionInner>
          <Heading id="account-title">{t(accountSection.heading)}</Heading>
          <Lead>{t(loggedIn ? accountSection.memberText : accountSection.visitorText)}</Lead>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            {loggedIn ? (
              <>
                <ButtonLink to={submitCaseTarget(true).to}>
                  {t(submitCaseTarget(true).label)}
                </ButtonLink>
                <ButtonLink to="/profile" $variant="light">
                  {t('landing.account.profile')}
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink to="/login">{t('landing.account.login')}</ButtonLink>
                <ButtonLink to="/register" $variant="light">
                  {t('landing.account.register')}
                </ButtonLink>
              </>
            )}
          </div>
        </SectionInner>
      </Section>
    </>
  );
}

/** The contact footer, shipped in this chunk so the landing page's first chunk stays small. */
export { SiteFooter } from '../layout/SiteFooter';
