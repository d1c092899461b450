import { useMemo } from 'react';
import styled from 'styled-components';
import { firm, heroIntro, sloganLines } from '../content/siteContent';
import { useTypedSlogan } from '../slogan/useTypedSlogan';
import { VisuallyHidden } from 'shared-ui';
import { useT } from 'shared-i18n';
import { ButtonLink } from '../layout/ButtonLink';
import { useSubmitCaseTarget } from '../layout/submitCaseTarget';
import { SectionInner } from '../layout/SectionInner';

const Section = styled.section`
  background: linear-gradient(180deg, #0b3d5c 0%, #0f4b70 100%);
  color: #fff;
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(10)}`};
  scroll-margin-top: 64px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 7vw, 3.25rem);
  line-height: 1.1;
  letter-spacing: -0.01em;
`;

/** Fixed height (two lines on the narrowest phone) so the typing never moves what follows. */
const Slogan = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  min-height: 3em;
  font-size: clamp(1.125rem, 4.2vw, 1.5rem);
  line-height: 1.5;
  font-weight: 600;
  color: #ffd9b3;
`;

const Caret = styled.span`
  display: inline-block;
  width: 2px;
  height: 1.1em;
  margin-left: 2px;
  vertical-align: text-bottom;
  background: currentColor;
  animation: blink 1s steps(1) infinite;
  @keyframes blink {
    50% {
      opacity: 0;
    }
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 40rem;
  font-size: 1.0625rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The hero (#home): the firm's name, the typed slogan and the main call to action. */
export function Hero() {
  const t = useT();
  const lines = useMemo(() => sloganLines.map((line) => t(line)), [t]);
  const typed = useTypedSlogan(lines);
  const submit = useSubmitCaseTarget();
  return (
    <Section id="home" aria-labelledby="home-title">
      <SectionInner>
        <Title id="home-title">{firm.name}</Title>
        <Slogan>
          <span aria-hidden="true" data-testid="typed-slogan">
            {typed}
            <Caret />
          </span>
          <VisuallyHidden>{lines.join(' ')}</VisuallyHidden>
        </Slogan>
        <Intro>{t(heroIntro)}</Intro>
        <Actions>
          <ButtonLink to={submit.to}>{t(submit.label)}</ButtonLink>
          <ButtonLink to="/register" $variant="light">
            {t('landing.hero.createAccount')}
          </ButtonLink>
        </Actions>
      </SectionInner>
    </Section>
  );
}
