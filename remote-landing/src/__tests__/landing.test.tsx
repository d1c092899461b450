import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { sessionStore } from 'shared-api';
import { t } from 'shared-i18n';
import { slides } from '../content/siteContent';
import { Slideshow } from '../landing/Slideshow';
import { AUTOPLAY_MS, nextSlide, previousSlide } from '../landing/slideshowTiming';
import { NavBar } from '../layout/NavBar';
import { submitCaseTarget } from '../layout/submitCaseTarget';
import LegacyPage from '../pages/LegacyPage';
import { renderPage } from './renderPage';

/** Stands in for keen-slider: moves between slides at once and reports each change. */
jest.mock('keen-slider', () => {
  interface Options {
    initial?: number;
    slideChanged: (slider: unknown) => void;
  }
  class FakeKeenSlider {
    private rel: number;
    constructor(
      _container: HTMLElement,
      private readonly options: Options,
    ) {
      this.rel = options.initial ?? 0;
    }
    get track() {
      return { details: { rel: this.rel } };
    }
    moveToIdx(index: number) {
      this.rel = ((index % 3) + 3) % 3;
      this.options.slideChanged(this);
    }
    next() {
      this.moveToIdx(this.rel + 1);
    }
    prev() {
      this.moveToIdx(this.rel - 1);
    }
    destroy() {}
  }
  return { __esModule: true, default: FakeKeenSlider };
});

afterEach(() => act(() => toast.remove()));

describe('slide order', () => {
  it('loops without end in both directions', () => {
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousSlide(i, 3))).toEqual([2, 0, 1]);
  });
});

describe('Slideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const activeTitle = () =>
    document.querySelector('[data-active="true"] h3')?.textContent ?? '(none)';

  // Async act: keen-slider arrives through a dynamic import (a promise) during the wait.
  const wait = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('advances every 5000 ms and comes back to the first slide', async () => {
    renderPage(<Slideshow slides={slides} />, '/');
    expect(activeTitle()).toBe(t(slides[0].title));
    await wait(AUTOPLAY_MS - 1);
    expect(activeTitle()).toBe(t(slides[0].title));
    await wait(1);
    expect(activeTitle()).toBe(t(slides[1].title));
    await wait(AUTOPLAY_MS);
    expect(activeTitle()).toBe(t(slides[2].title));
    await wait(AUTOPLAY_MS);
    expect(activeTitle()).toBe(t(slides[0].title));
  });

  it('the buttons move to the next, previous and any slide, looping', async () => {
    renderPage(<Slideshow slides={slides} />, '/');
    await wait(4000); // keen-slider has arrived
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle()).toBe(t(slides[2].title));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe(t(slides[0].title));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(activeTitle()).toBe(t(slides[1].title));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while hovered and with the Pause button', async () => {
    renderPage(<Slideshow slides={slides} />, '/');
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    await wait(AUTOPLAY_MS * 2);
    expect(activeTitle()).toBe(t(slides[0].title));
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await wait(AUTOPLAY_MS * 2);
    expect(activeTitle()).toBe(t(slides[0].title));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the slides not shown from assistive technology and the keyboard', () => {
    renderPage(<Slideshow slides={slides} />, '/');
    const groups = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups).toHaveLength(3);
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
  });
});

describe('Submit Case target', () => {
  it('goes to /login for a visitor and to the dashboard with a token', () => {
    // `label` is a catalogue key: its English text is the product's own.
    const said = ({ to, label }: { to: string; label: string }) => ({ to, label: t(label) });
    expect(said(submitCaseTarget(false))).toEqual({ to: '/login', label: 'Submit Case' });
    expect(said(submitCaseTarget(true))).toEqual({
      to: '/user-dashboard',
      label: 'SubmitCase/DashBoard',
    });
  });

  it('the navigation follows the stored token', () => {
    sessionStore.getState().clearSession();
    renderPage(<NavBar />, '/');
    expect(screen.getByRole('link', { name: 'Submit Case', hidden: true })).toHaveAttribute(
      'href',
      '/login',
    );
    act(() => sessionStore.getState().setSession({ token: 'x.e30.y', userId: 'u', email: 'e' }));
    expect(
      screen.getByRole('link', { name: 'SubmitCase/DashBoard', hidden: true }),
    ).toHaveAttribute('href', '/user-dashboard');
    act(() => sessionStore.getState().clearSession());
  });

  it('the menu toggle says whether the menu is open', () => {
    renderPage(<NavBar />, '/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('LegacyPage', () => {
  it.each([
    ['/contacts', 'Contacts'],
    ['/home', 'Home'],
    ['/services', 'Services'],
    ['/consultances', 'Consultances'],
    ['/mediation', 'Mediation'],
  ])('%s shows %s and links back into the app', (path, title) => {
    renderPage(<LegacyPage />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Continue' })).toBeInTheDocument();
  });
});
