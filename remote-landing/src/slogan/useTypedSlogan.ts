import { useEffect, useState } from 'react';
import { nextTyping, TYPING_START, typedText, type TypingState } from './typingCycle';

/**
 * The slogan text as it types itself out, cycling through `lines` for as long as the component
 * is mounted (one timer at a time, cleared on unmount).
 */
export function useTypedSlogan(lines: readonly string[]): string {
  const [state, setState] = useState<TypingState>(TYPING_START);
  useEffect(() => {
    if (lines.length === 0) return;
    const { next, delay } = nextTyping(state, lines);
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, lines]);
  return typedText(state, lines);
}
