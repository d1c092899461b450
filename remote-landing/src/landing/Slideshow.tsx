import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type KeenSlider from 'keen-slider';
import type { KeenSliderInstance } from 'keen-slider';
import styled from 'styled-components';
import { useIsLoggedIn } from 'shared-api';
import type { Slide } from '../content/siteContent';
import { VisuallyHidden } from 'shared-ui';
import { useT } from 'shared-i18n';
import { ButtonLink } from '../layout/ButtonLink';
import { resolveContentLink } from '../layout/submitCaseTarget';
import { SlideArt } from './SlideArt';
import {
  AUTOPLAY_MS,
  nextSlide,
  previousSlide,
  SLIDE_SPEED_MS,
  SLIDER_LOAD_DELAY_MS,
} from './slideshowTiming';
import { SectionInner } from '../layout/SectionInner';

type KeenConstructor = typeof KeenSlider;

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => `${theme.space(8)} 0`};
`;

/** keen-slider's own stylesheet, inlined: the project's build does not load CSS files. */
const Viewport = styled.div`
  display: flex;
  overflow: hidden;
  position: relative;
  touch-action: pan-y;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
`;

const SlideFrame = styled.div`
  position: relative;
  overflow: hidden;
  flex: 0 0 100%;
  min-width: 100%;
  min-height: 100%;
  display: grid;
  grid-template-columns: 1fr;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
  }
`;

const SlideText = styled.div`
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} ${theme.space(6)}`};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    () => false,
  );
}

/**
 * The landing slideshow: three slides with a call to action each, autoplay every
 * 5000 ms, a 200 ms slide, an endless loop; paused while hovered or focused, when the visitor
 * prefers reduced motion, or with the Pause button. The first slide is plain HTML; keen-slider
 * (swipe, the sliding animation) arrives later in its own chunk and takes over.
 */
export function Slideshow({ slides }: { slides: readonly Slide[] }) {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const viewportRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const loadRef = useRef<(() => void) | null>(null);
  const [current, setCurrent] = useState(0);
  const [Keen, setKeen] = useState<KeenConstructor | null>(null);
  const currentRef = useRef(0);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || userPaused || reducedMotion;
  const count = slides.length;

  // Fetch keen-slider after the page has painted (or at the first interaction), never before.
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then(
        ({ default: KeenSlider }) => {
          if (!cancelled) setKeen(() => KeenSlider);
        },
        (error: unknown) => {
          // Without keen-slider the slideshow still works (buttons, autoplay), just without swipe.
          console.warn('keen-slider did not load; the slideshow goes on without swipe', error);
        },
      );
    };
    loadRef.current = load;
    const timer = setTimeout(load, SLIDER_LOAD_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  // Created after React has dropped the interim transforms, so keen-slider owns positioning.
  useEffect(() => {
    if (!Keen || !viewportRef.current) return;
    const slider = new Keen(viewportRef.current, {
      loop: true,
      initial: currentRef.current,
      defaultAnimation: { duration: SLIDE_SPEED_MS },
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
    });
    sliderRef.current = slider;
    return () => {
      slider.destroy();
      sliderRef.current = null;
    };
  }, [Keen]);

  const goTo = useCallback(
    (index: number) => {
      const slider = sliderRef.current;
      if (slider) slider.moveToIdx(index);
      else setCurrent(((index % count) + count) % count);
    },
    [count],
  );
  const goNext = useCallback(() => {
    if (sliderRef.current) sliderRef.current.next();
    else setCurrent((c) => nextSlide(c, count));
  }, [count]);
  const goPrevious = useCallback(() => {
    if (sliderRef.current) sliderRef.current.prev();
    else setCurrent((c) => previousSlide(c, count));
  }, [count]);

  // Autoplay: one timer per shown slide, so a manual move restarts the 5000 ms.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(goNext, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [paused, current, goNext]);

  const interact = () => loadRef.current?.();

  return (
    <Section>
      <SectionInner>
        <VisuallyHidden as="h2" id="highlights-title">
          {t('landing.slideshow.highlights')}
        </VisuallyHidden>
        <div
          role="region"
          aria-roledescription={t('landing.slideshow.carousel')}
          aria-labelledby="highlights-title"
          onMouseEnter={() => {
            setHovered(true);
            interact();
          }}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => {
            setFocused(true);
            interact();
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setFocused(false);
          }}
          onTouchStart={interact}
        >
          <Viewport ref={viewportRef} className="keen-slider" data-testid="slideshow">
            {slides.map((slide, index) => {
              const shown = index === current;
              return (
                <SlideFrame
                  key={slide.id}
                  className="keen-slider__slide"
                  role="group"
                  aria-roledescription={t('landing.slideshow.slide')}
                  aria-label={t('landing.slideshow.slideLabel', {
                    number: index + 1,
                    count,
                    title: t(slide.title),
                  })}
                  aria-hidden={shown ? undefined : true}
                  inert={!shown}
                  data-active={shown}
                  // Until keen-slider positions the slides, a transform shows the current one.
                  style={Keen ? undefined : { transform: `translate3d(${-100 * current}%, 0, 0)` }}
                >
                  <SlideArt id={slide.id} label={t(slide.imageAlt)} />
                  <SlideText>
                    <h3>{t(slide.title)}</h3>
                    <p>{t(slide.text)}</p>
                    <ButtonLink to={resolveContentLink(slide.cta.to, loggedIn)}>
                      {t(slide.cta.label)}
                    </ButtonLink>
                  </SlideText>
                </SlideFrame>
              );
            })}
          </Viewport>
          <Controls>
            <button type="button" onClick={goPrevious} aria-label={t('landing.slideshow.previous')}>
              ‹
            </button>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('landing.slideshow.goTo', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
              >
                {index + 1}
              </button>
            ))}
            <button type="button" onClick={goNext} aria-label={t('landing.slideshow.next')}>
              ›
            </button>
            <button
              type="button"
              onClick={() => setUserPaused((value) => !value)}
              aria-pressed={userPaused}
            >
              {t(userPaused ? 'landing.slideshow.play' : 'landing.slideshow.pause')}
            </button>
          </Controls>
        </div>
      </SectionInner>
    </Section>
  );
}
