import styled from 'styled-components';
import { useIsLoggedIn } from 'shared-api';
import { useT } from 'shared-i18n';
import type { ServicePageContent } from '../content/pageContent';
import { ButtonLink } from './ButtonLink';
import { submitCaseTarget } from './submitCaseTarget';
import { SectionInner } from './SectionInner';

const Hero = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  padding: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(8)}`};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(2rem, 6vw, 2.75rem);
  }
  p {
    margin: 0;
    max-width: 46rem;
    font-size: 1.0625rem;
  }
`;

const Group = styled.section`
  margin: ${({ theme }) => theme.space(10)} 0;
  h2 {
    color: ${({ theme }) => theme.colors.brand};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.accentText};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(4)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Closing = styled.div`
  margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(12)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.0625rem;
  }
`;

/** A public service page (/taxc, /med): title, introduction, grouped services, a call to action. */
export function ServiceList({ content }: { content: ServicePageContent }) {
  const submit = submitCaseTarget(useIsLoggedIn());
  const t = useT();
  return (
    <>
      <Hero>
        <SectionInner>
          <h1>{t(content.title)}</h1>
          <p>{t(content.intro)}</p>
        </SectionInner>
      </Hero>
      <SectionInner>
        {content.groups.map((group) => (
          <Group key={group.heading} aria-label={t(group.heading)}>
            <h2>{t(group.heading)}</h2>
            <List>
              {group.items.map((item) => (
                <li key={item.title}>
                  <h3>{t(item.title)}</h3>
                  <p>{t(item.text)}</p>
                </li>
              ))}
            </List>
          </Group>
        ))}
        <Closing>
          <p>{t(content.closing)}</p>
          <ButtonLink to={submit.to}>{t(submit.label)}</ButtonLink>
        </Closing>
      </SectionInner>
    </>
  );
}
