import { sessionEndingText } from '../session/sessionExpiry';

describe('the warning before a session ends', () => {
  it.each([
    [120_000, 'Your session ends in 2 minutes.'],
    [119_000, 'Your session ends in 2 minutes.'],
    [60_000, 'Your session ends in 1 minute.'],
    [5_000, 'Your session ends in 1 minute.'],
    [0, 'Your session ends in 1 minute.'],
  ])('%i ms left reads "%s"', (ms, start) => {
    expect(sessionEndingText(ms).startsWith(start)).toBe(true);
    expect(sessionEndingText(ms)).toContain('Save your work');
  });
});
