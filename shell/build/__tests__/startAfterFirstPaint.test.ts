import { starterScript } from '../startAfterFirstPaint';

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

  it('adds the entry scripts, in order, in the task after the first frame of a prerender', () => {
    new Function(starterScript(['/main.1.js', '/other.2.js']))();
    expect(scripts()).toEqual([]);
    frame!(0);
    expect(scripts()).toEqual([]); // the frame still has to paint
    jest.runAllTimers();
    expect(scripts()).toEqual([
      { src: '/main.1.js', async: false },
      { src: '/other.2.js', async: false },
    ]);
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
