import { act, render, screen } from '@testing-library/react';
import { LINE_PAUSE_MS, nextTyping, TYPING_INTERVAL_MS, typedText } from '../typingCycle';
import { useTypedSlogan } from '../useTypedSlogan';

const LINES = ['Ab', 'Cde'] as const;

describe('nextTyping', () => {
  it.each([
    [{ line: 0, chars: 0 }, { line: 0, chars: 1 }, TYPING_INTERVAL_MS],
    [{ line: 0, chars: 1 }, { line: 0, chars: 2 }, TYPING_INTERVAL_MS],
    [{ line: 0, chars: 2 }, { line: 1, chars: 0 }, LINE_PAUSE_MS],
    [{ line: 1, chars: 3 }, { line: 0, chars: 0 }, LINE_PAUSE_MS],
  ])('from %o goes to %o after %i ms', (state, next, delay) => {
    expect(nextTyping(state, LINES)).toEqual({ next, delay });
  });

  it('types 90 ms a character and pauses 3000 ms', () => {
    expect(TYPING_INTERVAL_MS).toBe(90);
    expect(LINE_PAUSE_MS).toBe(3000);
  });

  it('shows the typed prefix of the current line', () => {
    expect(typedText({ line: 1, chars: 2 }, LINES)).toBe('Cd');
  });
});

function Slogan() {
  return <p data-testid="slogan">{useTypedSlogan(LINES)}</p>;
}

describe('useTypedSlogan', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // One act per timer: React schedules the next timer only after it has rendered the last step.
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const typeChars = (n: number) => {
    for (let i = 0; i < n; i += 1) advance(TYPING_INTERVAL_MS);
  };
  const text = () => screen.getByTestId('slogan').textContent;

  it('types each line, pauses 3 s, then cycles through both lines without end', () => {
    render(<Slogan />);
    expect(text()).toBe('');
    advance(89);
    expect(text()).toBe('');
    advance(1);
    expect(text()).toBe('A');
    advance(90);
    expect(text()).toBe('Ab');
    // The full line stays for 3000 ms.
    advance(2999);
    expect(text()).toBe('Ab');
    advance(1);
    expect(text()).toBe('');
    typeChars(3);
    expect(text()).toBe('Cde');
    advance(3000);
    expect(text()).toBe('');
    advance(90);
    expect(text()).toBe('A');
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Slogan />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
