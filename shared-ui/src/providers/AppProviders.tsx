import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ThemeFrame } from './ThemeFrame';

/** Toasts: top-right, 5000 ms (spec §9). */
export const TOAST_DURATION_MS = 5000;

/** Theme, global style and the toaster: what the shell and every standalone remote wrap around. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeFrame>
      {children}
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </ThemeFrame>
  );
}
