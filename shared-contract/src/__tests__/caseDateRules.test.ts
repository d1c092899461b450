import {
  COURTS,
  caseDateProblems,
  dueDateProblem,
  isKigaliDay,
  isRequestLate,
  kigaliInstant,
  kigaliParts,
  kigaliWeekStart,
} from '../rules/caseDates';
import { isErrorCode } from '../rules/errorCodes';

const NOW = new Date('2026-11-29T08:00:00Z'); // 10:00 in Kigali, a Sunday

describe('a Kigali wall-clock time', () => {
  it('is two hours ahead of UTC all year (no daylight saving)', () => {
    expect(kigaliInstant('2026-12-03', '09:30')?.toISOString()).toBe('2026-12-03T07:30:00.000Z');
    expect(kigaliInstant('2027-06-15', '00:10')?.toISOString()).toBe('2027-06-14T22:10:00.000Z');
  });

  it.each([
    ['2026-02-30', '10:00'], // no 30th of February
    ['2027-02-29', '10:00'], // 2027 is not a leap year
    ['2026-13-01', '10:00'],
    ['2026-00-10', '10:00'],
    ['2026-12-00', '10:00'],
    ['2026-12-03', '24:00'],
    ['2026-12-03', '23:60'],
    ['2026-12-03', '9:30'],
    ['2026-12-3', '09:30'],
    ['03/12/2026', '09:30'],
    ['2026-12-03', '09:30:00'],
    ['', ''],
  ])('%s %s names no moment', (date, time) => {
    expect(kigaliInstant(date, time)).toBeNull();
  });

  it('takes a leap day that exists', () => {
    expect(kigaliInstant('2028-02-29', '08:00')).not.toBeNull();
    expect(isKigaliDay('2028-02-29')).toBe(true);
    expect(isKigaliDay('2026-02-29')).toBe(false);
  });

  it('reads back the same date and time, also across midnight UTC', () => {
    for (const [date, time] of [
      ['2026-12-31', '23:59'],
      ['2027-01-01', '00:00'],
      ['2027-01-01', '01:59'],
    ] as const) {
      expect(kigaliParts(kigaliInstant(date, time)!)).toEqual({ date, time });
    }
  });

  it('starts its week on Monday 00:00 in Kigali', () => {
    // Sunday 29 November 2026 belongs to the week of Monday 23 November.
    expect(kigaliWeekStart(NOW).toISOString()).toBe('2026-11-22T22:00:00.000Z');
    // Monday 30 November 01:00 Kigali is still Sunday 23:00 UTC: a new week all the same.
    expect(kigaliWeekStart('2026-11-29T23:00:00Z').toISOString()).toBe('2026-11-29T22:00:00.000Z');
  });
});

describe('the rules of a date on a case', () => {
  const hearing = {
    kind: 'hearing',
    date: '2026-12-03',
    time: '09:30',
    court: 'High Court, Kigali',
    room: 'Room 2',
  };

  it('accepts a hearing in a room of its court, and a meeting of each mode', () => {
    expect(caseDateProblems(hearing, NOW)).toEqual([]);
    for (const mode of ['office', 'phone'])
      expect(caseDateProblems({ ...hearing, kind: 'meeting', mode }, NOW)).toEqual([]);
    expect(
      caseDateProblems(
        {
          kind: 'meeting',
          mode: 'video',
          videoLink: 'https://meet.example.org/abc',
          date: '2026-12-03',
          time: '14:00',
        },
        NOW,
      ),
    ).toEqual([]);
  });

  it.each([
    [{ kind: 'trial' }, 'kind', 'caseDate.kind'],
    [{ date: '' }, 'date', 'caseDate.dateRequired'],
    [{ time: ' ' }, 'time', 'caseDate.timeRequired'],
    [{ date: '2026-02-30' }, 'date', 'caseDate.noSuchTime'],
    [{ time: '25:00' }, 'date', 'caseDate.noSuchTime'],
    [{ date: '2026-11-29', time: '10:00' }, 'date', 'caseDate.past'], // this very minute
    [{ date: '2026-11-28', time: '12:00' }, 'date', 'caseDate.past'],
    [{ date: '2029-01-01' }, 'date', 'caseDate.tooFar'],
    [{ court: 'High Court' }, 'court', 'caseDate.court'],
    [{ court: undefined }, 'court', 'caseDate.court'],
    [{ room: 'Room 9' }, 'room', 'caseDate.room'],
    [{ court: 'Supreme Court', room: 'Room 4' }, 'room', 'caseDate.room'],
    [{ court: 'constructor' }, 'court', 'caseDate.court'], // not an inherited property
  ])('refuses %o on %s with %s', (change, field, code) => {
    const problems = caseDateProblems({ ...hearing, ...change }, NOW);
    expect(problems).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('asks a meeting for its mode, and a video meeting for an https link', () => {
    const meeting = { kind: 'meeting', date: '2026-12-03', time: '09:30' };
    expect(caseDateProblems({ ...meeting, mode: 'court' }, NOW)).toEqual([
      expect.objectContaining({ field: 'mode', code: 'caseDate.mode' }),
    ]);
    for (const videoLink of [
      undefined,
      'meet.example.org',
      'http://meet.example.org',
      'javascript:alert(1)',
    ])
      expect(caseDateProblems({ ...meeting, mode: 'video', videoLink }, NOW)).toEqual([
        expect.objectContaining({ field: 'videoLink', code: 'caseDate.videoLink' }),
      ]);
  });

  it('names every refusal by a code the API knows', () => {
    const everything = caseDateProblems({ kind: 'hearing', date: 'x', time: 'y' }, NOW);
    expect(everything.length).toBeGreaterThan(0);
    for (const problem of everything) expect(isErrorCode(problem.code)).toBe(true);
  });

  it('lists rooms for every court', () => {
    for (const rooms of Object.values(COURTS)) expect(rooms.length).toBeGreaterThan(0);
  });
});

describe('a requested document', () => {
  it('may be due today or later in Kigali, or never', () => {
    expect(dueDateProblem(undefined, NOW)).toBeNull();
    expect(dueDateProblem(null, NOW)).toBeNull();
    expect(dueDateProblem('', NOW)).toBeNull();
    expect(dueDateProblem('2026-11-29', NOW)).toBeNull();
    expect(dueDateProblem('2026-11-28', NOW)).toEqual(
      expect.objectContaining({ field: 'dueDate', code: 'documentRequest.duePast' }),
    );
    expect(dueDateProblem('2026-11-31', NOW)).toEqual(
      expect.objectContaining({ field: 'dueDate', code: 'documentRequest.dueDate' }),
    );
  });

  it('is late once its due day has ended in Kigali', () => {
    expect(isRequestLate(null, NOW)).toBe(false);
    expect(isRequestLate('2026-11-29', NOW)).toBe(false);
    expect(isRequestLate('2026-11-28', NOW)).toBe(true);
    // 23:30 UTC on the 29th is already the 30th in Kigali: the 29th has ended.
    expect(isRequestLate('2026-11-29', new Date('2026-11-29T23:30:00Z'))).toBe(true);
  });
});
