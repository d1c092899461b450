import { starterScript } from '../startAfterFirstPaint';

function preloads() {
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  );
}

function heldLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  return link;
}

function scripts() {
  return [...document.body.querySelectorAll('script')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.async,
  }));
}

describe('starterScript', () => {
  let frame: FrameRequestCallback | null;

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="btj-prerender"><main>Page</main></div><div id="root"></div>';
    document.documentElement.className = '';
    document.head.innerHTML = '';
    delete window.__BTJ_AFTER_PAINT__;
    delete window.__BTJ_EARLY_FETCH__;
    frame = null;
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the entry scripts, in order, once the first frame of a prerender is on screen', () => {
    new Function(starterScript(['/main.1.js', '/other.2.js']))();
    expect(scripts()).toEqual([]);
    frame!(0);
    expect(scripts()).toEqual([]); // the frame still has to paint
    frame!(0); // the next frame: the first one is on screen
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual([
      { src: '/main.1.js', async: false },
      { src: '/other.2.js', async: false },
    ]);
  });

  it("puts the document's held preloads and the inline scripts' in place with the scripts, not before", () => {
    document.head.innerHTML =
      '<template id="btj-after-paint"><link rel="preload" as="script" href="https://landing.example/remoteEntry.js"></template>';
    (window.__BTJ_AFTER_PAINT__ ??= [] as HTMLLinkElement[]).push(heldLink('/i18n-shell-rw.b.js'));
    new Function(starterScript(['/main.1.js']))();
    frame!(0);
    expect(preloads()).toEqual([]); // nothing downloads before the frame has painted
    frame!(0);
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual(['https://landing.example/remoteEntry.js', '/i18n-shell-rw.b.js']);
    expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
    // A preload asked for later (a slow manifest) goes in at once.
    window.__BTJ_AFTER_PAINT__!.push(heldLink('/late.js'));
    expect(preloads()).toContain('/late.js');
  });

  describe("the template's preloads of a remote's scripts, read from its manifest by the server", () => {
    const MANIFEST = 'https://landing.example/mf-manifest.json';
    const TEMPLATE = `<template id="btj-after-paint" data-manifest="${MANIFEST}"><link rel="preload" as="script" href="https://landing.example/remoteEntry.js"></template>`;

    function startNow() {
      document.getElementById('btj-prerender')!.remove();
      new Function(starterScript(['/main.1.js']))();
    }

    it("wait for the page's own answer to that manifest, and go in once it came", async () => {
      document.head.innerHTML = TEMPLATE;
      let answer!: (response: Response) => void;
      window.__BTJ_EARLY_FETCH__ = { [MANIFEST]: new Promise((resolve) => (answer = resolve)) };
      startNow();
      expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
      expect(preloads()).toEqual([]);
      answer({ ok: true } as Response);
      await Promise.resolve();
      expect(preloads()).toEqual(['https://landing.example/remoteEntry.js']);
    });

    it('are dropped when the remote did not answer, or answered with an error', async () => {
      const answers = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve({ ok: false } as Response),
      ];
      for (const answer of answers) {
        document.head.innerHTML = TEMPLATE;
        const early = answer();
        early.catch(() => undefined); // (the shell's own fetch reads the failure later)
        window.__BTJ_EARLY_FETCH__ = { [MANIFEST]: early };
        startNow();
        await Promise.resolve();
        await Promise.resolve();
        expect(preloads()).toEqual([]);
        expect(scripts()).toContainEqual({ src: '/main.1.js', async: false });
        document.body.innerHTML = '<div id="btj-prerender"></div><div id="root"></div>';
      }
    });

    it('are dropped when the page never asked for that manifest', () => {
      document.head.innerHTML = TEMPLATE;
      startNow();
      expect(preloads()).toEqual([]);
      expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
    });
  });

  it('starts once the browser reports the first contentful paint, where it reports paints', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    const observe = jest.fn();
    const Observer = jest.fn().mockImplementation((callback: typeof report) => {
      report = callback;
      return { observe, disconnect: jest.fn() };
    });
    Object.assign(Observer, { supportedEntryTypes: ['paint', 'resource'] });
    const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
    try {
      new Function(starterScript(['/main.1.js']))();
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      jest.advanceTimersByTime(1);
      expect(scripts()).toEqual([]); // a first paint of nothing but the background
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      jest.advanceTimersByTime(1);
      expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
      expect(frame).toBeNull();
    } finally {
      if (original) Object.defineProperty(window, 'PerformanceObserver', original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('starts after a bounded wait when no paint comes', () => {
    new Function(starterScript(['/main.1.js']))();
    jest.advanceTimersByTime(1999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
    frame!(0);
    frame!(0);
    jest.runAllTimers();
    expect(scripts()).toHaveLength(1); // once
  });

  it('starts at once when there is no prerender to paint first', () => {
    document.getElementById('btj-prerender')!.remove();
    new Function(starterScript(['/main.1.js']))();
    expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
    expect(frame).toBeNull();
  });

  it("starts at once for a signed-in user, whose page hides the visitor's prerender", () => {
    document.documentElement.classList.add('btj-session');
    new Function(starterScript(['/main.1.js']))();
    expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
  });

  it('starts at once in a hidden tab, where no frame comes', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(starterScript(['/main.1.js']))();
    expect(scripts()).toEqual([{ src: '/main.1.js', async: false }]);
    expect(frame).toBeNull();
  });
});
