/** Slideshow constants: 3 slides, autoplay every 5000 ms, 200 ms slide, endless loop. */
export const AUTOPLAY_MS = 5000;
export const SLIDE_SPEED_MS = 200;
/**
 * keen-slider is fetched this long after the slideshow appears (or at the first touch, hover or
 * focus on it): the first paint never waits for it, and it is there before the first advance.
 */
export const SLIDER_LOAD_DELAY_MS = 4000;

/** The slide after `current`, back to the first after the last (the loop). */
export function nextSlide(current: number, count: number): number {
  return (current + 1) % count;
}

export function previousSlide(current: number, count: number): number {
  return (current - 1 + count) % count;
}
