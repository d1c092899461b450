/** The nearest-rank p-th percentile of ascending `sorted` (NaN when empty): the benches' one rule. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
