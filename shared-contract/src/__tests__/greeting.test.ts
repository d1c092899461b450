import { greetingFor } from '../rules/greeting';

const at = (hours: number, minutes = 0, seconds = 0) =>
  new Date(2026, 10, 22, hours, minutes, seconds);

describe('greetingFor (morning before 12:00, afternoon before 18:00, else evening)', () => {
  it.each([
    [at(0), 'Good morning'],
    [at(6, 30), 'Good morning'],
    [at(11, 59, 59), 'Good morning'],
    [at(12), 'Good afternoon'],
    [at(15, 45), 'Good afternoon'],
    [at(17, 59, 59), 'Good afternoon'],
    [at(18), 'Good evening'],
    [at(23, 59, 59), 'Good evening'],
  ])('%s -> %s', (date, expected) => {
    expect(greetingFor(date)).toBe(expected);
  });
});
