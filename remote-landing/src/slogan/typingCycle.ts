/** Slogan timing: one character every 90 ms, 3 s with the full line, next line. */
export const TYPING_INTERVAL_MS = 90;
export const LINE_PAUSE_MS = 3000;

export interface TypingState {
  /** Which line is being typed. */
  line: number;
  /** How many of its characters show. */
  chars: number;
}

export const TYPING_START: TypingState = { line: 0, chars: 0 };

/**
 * One step of the cycle and how long the current state stays on screen before it: while a line
 * is incomplete the next character comes after 90 ms; a complete line stays 3000 ms, then the
 * next line (the first again after the last) starts empty.
 */
export function nextTyping(
  state: TypingState,
  lines: readonly string[],
): { next: TypingState; delay: number } {
  const length = lines[state.line]?.length ?? 0;
  if (state.chars < length) {
    return { next: { line: state.line, chars: state.chars + 1 }, delay: TYPING_INTERVAL_MS };
  }
  return { next: { line: (state.line + 1) % lines.length, chars: 0 }, delay: LINE_PAUSE_MS };
}

/** The text showing in a state. */
export function typedText(state: TypingState, lines: readonly string[]): string {
  return (lines[state.line] ?? '').slice(0, state.chars);
}
