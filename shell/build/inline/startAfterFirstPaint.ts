/**
 * Inline at the end of the shell's <body> (StartAfterFirstPaintPlugin): adds the entry scripts,
 * in order, one frame later when a prerender is shown, at once when there is nothing to paint
 * first (no prerender, a signed-in user's hidden one, or a hidden tab, where no frame comes).
 */
export interface StartAfterFirstPaintOptions {
  sources: string[];
  prerenderId: string;
  sessionClass: string;
}

export function startAfterFirstPaint({
  sources,
  prerenderId,
  sessionClass,
}: StartAfterFirstPaintOptions): void {
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  const shown =
    !!document.getElementById(prerenderId) &&
    !document.documentElement.classList.contains(sessionClass);
  if (!shown || document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
