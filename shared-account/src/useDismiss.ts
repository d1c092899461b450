import { useEffect, type RefObject } from 'react';

/**
 * While a header menu is open, Escape closes it and gives focus back to its button, and a press
 * outside it closes it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  wrapRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        close();
        buttonRef.current?.focus();
      } else if (!wrapRef.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [open, close, wrapRef, buttonRef]);
}
