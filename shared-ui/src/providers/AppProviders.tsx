import { useLayoutEffect, type ReactNode } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';
import { ThemeFrame } from './ThemeFrame';

/** Toasts: top-right, closing by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Room between the toasts and the edge (or the top bars) above them, in px. */
const TOAST_GAP_PX = 16;

/** The bottom edge of the page's top bars (`<header>`) still on screen; 0 when none is. */
function topBarsBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const rect = header.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight / 2)
      bottom = Math.max(bottom, rect.bottom);
  }
  return Math.round(bottom);
}

/** The custom property the toaster's top offset reads. */
const TOAST_TOP = '--btj-toast-top';

/**
 * Where the toasts start: below the top bars, so a toast never covers the header's controls (the
 * menu, the language, the bell, the account), following the bars as the page scrolls. Measured
 * only while a toast is on screen, and handed over as a custom property: the toaster itself never
 * re-renders for it.
 */
function ToastsBelowTopBars() {
  const showing = useToasterStore().toasts.some((item) => item.visible);
  useLayoutEffect(() => {
    if (!showing) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = topBarsBottom();
      const top = bottom > 0 ? bottom + TOAST_GAP_PX / 2 : TOAST_GAP_PX;
      document.documentElement.style.setProperty(TOAST_TOP, `${top}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [showing]);
  return null;
}

const CONTAINER_STYLE = { top: `var(${TOAST_TOP}, ${TOAST_GAP_PX}px)` };

/** Theme, global style and the toaster: what the shell and every standalone remote wrap around. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeFrame>
      {children}
      <ToastsBelowTopBars />
      <Toaster
        position="top-right"
        containerStyle={CONTAINER_STYLE}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </ThemeFrame>
  );
}
