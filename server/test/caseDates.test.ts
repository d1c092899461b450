/**
 * Hearings and meetings over real HTTP on both databases: who may list, set, move, cancel, ask
 * to move, download, and see a week or the upcoming dates; the rules' 400s; the timeline and the
 * client's notices; the .ics file's instant; the reminders 24 h and 2 h before, moved forward on
 * the server's clock (POST /api/dev/clock), once each, none after a cancellation, and once across
 * three API processes sharing one PostgreSQL database.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { kigaliParts } from 'shared-contract';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { sql } from '../src/db/client';
import {
  TEST_JWT_SECRET,
  login,
  newClient,
  startTestApi,
  type Identity,
  type OutboxMail,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client, type Client } from './helpers/http';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const HOUR = 3600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const CASE_SECRET = 'The neighbour moved the boundary stones at night';

interface Cast {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  clientA: Identity;
  clientB: Identity;
}

const cast = {} as Cast;
const demo = DEMO_ACCOUNTS as unknown as [
  { email: string; password: string },
  { email: string; password: string },
  { email: string; password: string },
];

/** A case of `owner` (its summary a secret no date may leak), assigned to `lawyer`. */
async function newCase(
  http: Client,
  admin: Identity,
  owner: Identity,
  lawyer: Identity | null,
): Promise<{ id: string; reference: string }> {
  const created = await http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm(
      { ...validCase, summary: CASE_SECRET },
      { bytes: sample.pdf(), name: 'evidence.pdf' },
    ),
  });
  assert.equal(created.status, 201, created.text);
  const { _id: id, reference } = created.body.data as { _id: string; reference: string };
  if (lawyer) {
    const assigned = await http.patch(`/api/cases/assigning/${id}`, {
      token: admin.token,
      json: { assignedTo: lawyer.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
  }
  return { id, reference };
}

/** The server's clock now, moved forward by `ms` first (0: just read). */
async function advance(http: Client, ms = 0): Promise<Date> {
  const answer = await http.post('/api/dev/clock', { json: { advanceMs: ms } });
  assert.equal(answer.status, 200, answer.text);
  return new Date(answer.body.data.now as string);
}

/** The Kigali date and time `ms` from the server's now, on the next whole minute. */
async function ahead(http: Client, ms: number): Promise<{ date: string; time: string }> {
  const now = await advance(http);
  return kigaliParts(Math.ceil((now.getTime() + ms) / MINUTE) * MINUTE);
}

const hearing = (when: { date: string; time: string }) => ({
  kind: 'hearing',
  ...when,
  court: 'Supreme Court',
  room: 'Room 1',
});

async function addDate(
  http: Client,
  caseId: string,
  who: Identity,
  body: Record<string, unknown>,
): Promise<{ id: string; startsAt: string; [key: string]: unknown }> {
  const answer = await http.post(`/api/cases/${caseId}/dates`, { token: who.token, json: body });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data;
}

const outbox = async (http: Client) =>
  (await http.get<OutboxMail[]>('/api/dev/outbox')).body as OutboxMail[];

/** How many reminder mails about case `reference` went to `to`. */
async function reminders(http: Client, to: string, reference: string): Promise<number> {
  const subject = `Reminder: a date of your case ${reference} is coming`;
  return (await outbox(http)).filter((mail) => mail.to === to && mail.subject === subject).length;
}

/** Waits until `count()` reaches `expected` (the scan runs on its interval), then answers it. */
async function settle(count: () => Promise<number>, expected: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const n = await count();
    if (n >= expected) return n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return count();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** iCalendar content lines, unfolded (RFC 5545: a line break and a space continue a line). */
function icsLines(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const fields = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
  }
  return fields;
}

/** 20261203T073000Z → the instant. */
function icsInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  assert.ok(m, `a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

describe(`case dates on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi({ DATE_REMINDER_CHECK_MS: '50' });
    const { http } = cast.api;
    cast.admin = await login(http, demo[0].email, demo[0].password);
    cast.lawyerA = await login(http, demo[1].email, demo[1].password);
    cast.lawyerB = await login(http, demo[2].email, demo[2].password);
    cast.clientA = await newClient(http, 'dates.a@example.com');
    cast.clientB = await newClient(http, 'dates.b@example.com');
  });
  after(async () => {
    await cast.api?.close();
  });

  test('access: owner, assigned lawyer and admin see; the lawyer and admin set, move and cancel; only the client asks to move', async () => {
    const { http } = cast.api;
    const { admin, lawyerA, lawyerB, clientA, clientB } = cast;
    const kase = await newCase(http, admin, clientA, lawyerA);
    const when = await ahead(http, 3 * DAY);
    const first = await addDate(http, kase.id, lawyerA, hearing(when));
    const base = `/api/cases/${kase.id}/dates`;

    const callers: Array<[string, Identity | null]> = [
      ['client A', clientA],
      ['client B', clientB],
      ['assigned lawyer', lawyerA],
      ['other lawyer', lawyerB],
      ['admin', admin],
      ['anonymous', null],
    ];
    const expect: Record<string, Record<string, number>> = {
      'client A': { list: 200, add: 403, edit: 403, cancel: 403, reschedule: 201, ics: 200 },
      'client B': { list: 403, add: 403, edit: 403, cancel: 403, reschedule: 403, ics: 403 },
      'assigned lawyer': { list: 200, add: 201, edit: 200, cancel: 200, reschedule: 403, ics: 200 },
      'other lawyer': { list: 403, add: 403, edit: 403, cancel: 403, reschedule: 403, ics: 403 },
      admin: { list: 200, add: 201, edit: 200, cancel: 200, reschedule: 403, ics: 200 },
      anonymous: { list: 401, add: 401, edit: 401, cancel: 401, reschedule: 401, ics: 401 },
    };
    const moved = await ahead(http, 4 * DAY);
    for (const [who, identity] of callers) {
      const token = identity?.token;
      const want = expect[who]!;
      const list = await http.get(base, { token });
      assert.equal(list.status, want.list, `${who} lists: ${list.text}`);
      if (list.status !== 200) assert.ok(!list.text.includes(first.id), 'no date in a refusal');
      const added = await http.post(base, { token, json: hearing(when) });
      assert.equal(added.status, want.add, `${who} adds: ${added.text}`);
      const edited = await http.put(`${base}/${first.id}`, { token, json: hearing(moved) });
      assert.equal(edited.status, want.edit, `${who} edits: ${edited.text}`);
      // Each canceller gets a date of its own (made by the lawyer) to cancel.
      const spare = await addDate(http, kase.id, lawyerA, hearing(when));
      const cancelled = await http.post(`${base}/${spare.id}/cancel`, {
        token,
        json: { reason: 'The court moved its calendar' },
      });
      assert.equal(cancelled.status, want.cancel, `${who} cancels: ${cancelled.text}`);
      const asked = await http.post(`${base}/${first.id}/reschedule`, {
        token,
        json: { text: `${who} cannot come` },
      });
      assert.equal(asked.status, want.reschedule, `${who} asks to move: ${asked.text}`);
      const ics = await http.get(`${base}/${first.id}/ics`, { token });
      assert.equal(ics.status, want.ics, `${who} downloads: ${ics.text}`);
    }
    // The refusals of a stranger's case are those of the other case routes: 403 case.viewRefused.
    const stranger = await http.get(base, { token: clientB.token });
    assert.equal(stranger.body.code, 'case.viewRefused');
    const clientAdds = await http.post(base, { token: clientA.token, json: hearing(when) });
    assert.equal(clientAdds.body.code, 'caseDate.refused');
    // Unknown case, unknown date: 404.
    const unknownCase = await http.get(`/api/cases/${randomUUID()}/dates`, { token: admin.token });
    assert.equal(unknownCase.status, 404);
    assert.equal(unknownCase.body.code, 'case.notFound');
    const unknownDate = await http.put(`${base}/${randomUUID()}`, {
      token: lawyerA.token,
      json: hearing(when),
    });
    assert.equal(unknownDate.status, 404);
    assert.equal(unknownDate.body.code, 'caseDate.notFound');
    const unknownIcs = await http.get(`${base}/${randomUUID()}/ics`, { token: clientA.token });
    assert.equal(unknownIcs.status, 404);

    // canEdit: the firm's yes, the client's no; cancelled ones are kept, soonest first.
    const seenByClient = (await http.get(base, { token: clientA.token })).body.data as Array<{
      id: string;
      canEdit: boolean;
      state: string;
      startsAt: string;
    }>;
    assert.ok(
      seenByClient.every((date) => !date.canEdit),
      'the client may edit none',
    );
    assert.ok(
      seenByClient.some((date) => date.state === 'cancelled'),
      'cancelled dates are kept',
    );
    const starts = seenByClient.map((date) => date.startsAt);
    assert.deepEqual(starts, [...starts].sort());
    const seenByLawyer = (await http.get(base, { token: lawyerA.token })).body.data as Array<{
      id: string;
      canEdit: boolean;
      state: string;
    }>;
    assert.ok(
      seenByLawyer.every((date) => date.canEdit === (date.state === 'scheduled')),
      'the lawyer may edit each scheduled date',
    );

    // The week: the lawyer's assigned cases, the admin's all; a client is refused.
    const weekOf = `/api/dates/week?start=${moved.date}`;
    for (const [who, identity, status, holds] of [
      ['client A', clientA, 403, false],
      ['client B', clientB, 403, false],
      ['assigned lawyer', lawyerA, 200, true],
      ['other lawyer', lawyerB, 200, false],
      ['admin', admin, 200, true],
    ] as const) {
      const week = await http.get(weekOf, { token: identity.token });
      assert.equal(week.status, status, `${who} week: ${week.text}`);
      if (status === 200)
        assert.equal(
          week.body.data.dates.some((date: { id: string }) => date.id === first.id),
          holds,
          `${who}'s week holds the moved date: ${holds}`,
        );
    }
    // The upcoming dates: the client's own, the lawyer's assigned, the admin's all.
    for (const [who, identity, holds] of [
      ['client A', clientA, true],
      ['client B', clientB, false],
      ['assigned lawyer', lawyerA, true],
      ['other lawyer', lawyerB, false],
      ['admin', admin, true],
    ] as const) {
      const upcoming = await http.get('/api/dates/upcoming', { token: identity.token });
      assert.equal(upcoming.status, 200, upcoming.text);
      const data = upcoming.body.data as Array<{ id: string; state: string; startsAt: string }>;
      assert.equal(
        data.some((date) => date.id === first.id),
        holds,
        `${who}'s upcoming dates hold it: ${holds}`,
      );
      assert.ok(
        data.every((date) => date.state === 'scheduled'),
        'only scheduled dates are upcoming',
      );
      assert.ok(data.length <= 100, 'at most 100');
    }
    assert.equal((await http.get('/api/dates/upcoming')).status, 401);
    assert.equal((await http.get('/api/dates/week')).status, 401);
  });

  test('a broken rule is a 400 with its code and field; a cancelled date cannot change (409)', async () => {
    const { http } = cast.api;
    const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
    const base = `/api/cases/${kase.id}/dates`;
    const tomorrow = await ahead(http, DAY);
    const yesterday = await ahead(http, -DAY);
    const nextYear = String(Number(tomorrow.date.slice(0, 4)) + 1);
    const cases: Array<[string, Record<string, unknown>, string | null, string | null]> = [
      [
        'an invalid date',
        hearing({ date: '2026-13-01', time: '09:30' }),
        'caseDate.noSuchTime',
        'date',
      ],
      ['letters', hearing({ date: 'next-week', time: '09:30' }), 'caseDate.noSuchTime', 'date'],
      ['a date in the past', hearing(yesterday), 'caseDate.past', 'date'],
      [
        'February 30',
        hearing({ date: `${nextYear}-02-30`, time: '09:30' }),
        'caseDate.noSuchTime',
        'date',
      ],
      ['24:10', hearing({ date: tomorrow.date, time: '24:10' }), 'caseDate.noSuchTime', 'date'],
      ['9:5', hearing({ date: tomorrow.date, time: '9:5' }), 'caseDate.noSuchTime', 'date'],
      [
        'three years ahead',
        hearing({ date: `${Number(nextYear) + 2}-01-10`, time: '09:30' }),
        'caseDate.tooFar',
        'date',
      ],
      [
        'an unknown court',
        { ...hearing(tomorrow), court: 'Moon Court' },
        'caseDate.court',
        'court',
      ],
      ['an unknown room', { ...hearing(tomorrow), room: 'Room 9' }, 'caseDate.room', 'room'],
      ['a hearing without a court', { kind: 'hearing', ...tomorrow }, 'caseDate.court', 'court'],
      ['a meeting without a mode', { kind: 'meeting', ...tomorrow }, 'caseDate.mode', 'mode'],
      [
        'a video meeting without a link',
        { kind: 'meeting', ...tomorrow, mode: 'video' },
        'caseDate.videoLink',
        'videoLink',
      ],
      [
        'a video meeting over http',
        { kind: 'meeting', ...tomorrow, mode: 'video', videoLink: 'http://meet.example.com/x' },
        'caseDate.videoLink',
        'videoLink',
      ],
      [
        'an extra field',
        { ...hearing(tomorrow), summary: 'extra' },
        'request.invalidField',
        'summary',
      ],
      ['an unknown kind', { ...hearing(tomorrow), kind: 'party' }, null, null],
      ['a number for a time', { ...hearing(tomorrow), time: 930 }, null, null],
    ];
    for (const [name, body, code, field] of cases) {
      const answer = await http.post(base, { token: cast.lawyerA.token, json: body });
      assert.equal(answer.status, 400, `${name}: ${answer.text}`);
      assert.equal(answer.body.status, 'error');
      if (code) assert.equal(answer.body.code, code, `${name}: ${answer.text}`);
      if (field) assert.equal(answer.body.field, field, `${name}: ${answer.text}`);
    }
    const listed = await http.get(base, { token: cast.lawyerA.token });
    assert.deepEqual(listed.body.data, [], 'no refused date was stored');

    // A video meeting with its https link, and one at the office, are set as given.
    const video = await addDate(http, kase.id, cast.lawyerA, {
      kind: 'meeting',
      ...tomorrow,
      mode: 'video',
      videoLink: 'https://meet.example.com/abc',
      court: 'Supreme Court',
    });
    assert.equal(video.mode, 'video');
    assert.equal(video.videoLink, 'https://meet.example.com/abc');
    assert.equal(video.court, null, 'a meeting keeps no court');
    assert.equal(video.date, tomorrow.date);
    assert.equal(video.time, tomorrow.time);

    // Edits follow the same rules.
    const edit = await http.put(`${base}/${video.id}`, {
      token: cast.lawyerA.token,
      json: hearing(yesterday),
    });
    assert.equal(edit.status, 400);
    assert.equal(edit.body.code, 'caseDate.past');

    const blank = await http.post(`${base}/${video.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: '   ' },
    });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.code, 'caseDate.reasonRequired');
    assert.equal(blank.body.field, 'reason');
    const extra = await http.post(`${base}/${video.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: 'Travelling', notify: false },
    });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.field, 'notify');
    const cancelled = await http.post(`${base}/${video.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: ' The client is travelling ' },
    });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.data.state, 'cancelled');
    assert.equal(cancelled.body.data.cancelReason, 'The client is travelling');
    assert.equal(cancelled.body.data.canEdit, false);
    const editCancelled = await http.put(`${base}/${video.id}`, {
      token: cast.lawyerA.token,
      json: hearing(tomorrow),
    });
    assert.equal(editCancelled.status, 409);
    assert.equal(editCancelled.body.code, 'caseDate.cancelled');
    const cancelAgain = await http.post(`${base}/${video.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: 'again' },
    });
    assert.equal(cancelAgain.status, 409);
    const askCancelled = await http.post(`${base}/${video.id}/reschedule`, {
      token: cast.clientA.token,
      json: { text: 'Another day please' },
    });
    assert.equal(askCancelled.status, 409);
    const blankAsk = await http.post(`${base}/${video.id}/reschedule`, {
      token: cast.clientA.token,
      json: { text: '  ' },
    });
    assert.equal(blankAsk.status, 400);

    const badWeek = await http.get('/api/dates/week?start=2026-02-30', {
      token: cast.lawyerA.token,
    });
    assert.equal(badWeek.status, 400);
    assert.equal(badWeek.body.field, 'start');
  });

  test('every change is on the timeline the client sees and in the audit; the client is notified of each', async () => {
    const { http } = cast.api;
    const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
    const base = `/api/cases/${kase.id}/dates`;
    const first = await ahead(http, 2 * DAY);
    const second = await ahead(http, 3 * DAY);
    const date = await addDate(http, kase.id, cast.lawyerA, hearing(first));
    const edited = await http.put(`${base}/${date.id}`, {
      token: cast.admin.token,
      json: { kind: 'meeting', ...second, mode: 'office' },
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.data.kind, 'meeting');
    assert.equal(edited.body.data.court, null);
    const asked = await http.post(`${base}/${date.id}/reschedule`, {
      token: cast.clientA.token,
      json: { text: 'I am at work that morning' },
    });
    assert.equal(asked.status, 201, asked.text);
    const cancelled = await http.post(`${base}/${date.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: 'Settled out of court' },
    });
    assert.equal(cancelled.status, 200, cancelled.text);

    const timeline = await http.get(`/api/cases/${kase.id}/timeline`, {
      token: cast.clientA.token,
    });
    assert.equal(timeline.status, 200, timeline.text);
    const events = (
      timeline.body.data.events as Array<{
        action: string;
        from: string | null;
        to: string | null;
        private: boolean;
      }>
    ).filter((event) => event.action.startsWith('date_') || event.action === 'reschedule_asked');
    assert.deepEqual(
      events.map((event) => event.action),
      ['date_added', 'date_changed', 'reschedule_asked', 'date_cancelled'],
    );
    assert.ok(
      events.every((event) => !event.private),
      'the client sees them',
    );
    const firstAt = date.startsAt;
    const secondAt = edited.body.data.startsAt as string;
    assert.equal(events[0]!.to, firstAt);
    assert.deepEqual([events[1]!.from, events[1]!.to], [firstAt, secondAt]);
    assert.equal(events[2]!.from, secondAt);
    assert.equal(events[3]!.from, secondAt);

    const audit = await http.get(`/api/audit/?caseId=${kase.id}`, { token: cast.admin.token });
    assert.equal(audit.status, 200, audit.text);
    const audited = (audit.body.data as Array<{ action: string; actor: { email: string } }>)
      .filter((event) => event.action.startsWith('date_') || event.action === 'reschedule_asked')
      .map((event) => `${event.action} by ${event.actor.email}`);
    assert.deepEqual(audited.reverse(), [
      `date_added by ${cast.lawyerA.email}`,
      `date_changed by ${cast.admin.email}`,
      `reschedule_asked by ${cast.clientA.email}`,
      `date_cancelled by ${cast.lawyerA.email}`,
    ]);

    // The client's notices: set, then changed twice (moved, cancelled), in-app and by e-mail.
    const notes = await http.get('/api/notifications?limit=100', { token: cast.clientA.token });
    const kinds = (notes.body.data as Array<{ kind: string; reference: string }>)
      .filter((note) => note.reference === kase.reference)
      .map((note) => note.kind)
      .filter((kind) => kind.startsWith('date_'));
    assert.deepEqual(kinds.sort(), ['date_changed', 'date_changed', 'date_scheduled']);
    const mails = (await outbox(http)).filter(
      (mail) => mail.to === cast.clientA.email && mail.subject.includes(kase.reference),
    );
    assert.ok(
      mails.some((mail) => mail.subject === `A date was set on your case ${kase.reference}`),
      mails.map((mail) => mail.subject).join(' | '),
    );
    assert.equal(
      mails.filter((mail) => mail.subject === `A date of your case ${kase.reference} changed`)
        .length,
      2,
    );
    for (const mail of mails) {
      assert.ok(!mail.text.includes(CASE_SECRET), 'no case text in a notice');
      assert.ok(!mail.text.includes('Settled out of court'), 'no reason in a notice');
    }
  });

  test('asking for another time reaches the lawyer as a message from the client, naming the date', async () => {
    const { http } = cast.api;
    const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
    const when = await ahead(http, 5 * DAY);
    const date = await addDate(http, kase.id, cast.lawyerA, hearing(when));
    const asked = await http.post(`/api/cases/${kase.id}/dates/${date.id}/reschedule`, {
      token: cast.clientA.token,
      json: { text: 'My daughter is in hospital that week' },
    });
    assert.equal(asked.status, 201, asked.text);
    const thread = await http.get(`/api/cases/${kase.id}/messages`, {
      token: cast.lawyerA.token,
    });
    const [message] = thread.body.data.messages as Array<{
      text: string;
      authorEmail: string;
    }>;
    assert.ok(message, 'the lawyer sees a message');
    assert.equal(message.authorEmail, cast.clientA.email);
    assert.ok(message.text.includes('My daughter is in hospital that week'), message.text);
    assert.ok(message.text.includes(`${when.date} at ${when.time}`), message.text);
    const notes = await http.get('/api/notifications?limit=100', { token: cast.lawyerA.token });
    assert.ok(
      (notes.body.data as Array<{ kind: string; reference: string }>).some(
        (note) => note.kind === 'message_received' && note.reference === kase.reference,
      ),
      'the lawyer is notified of the message',
    );
  });

  test('the .ics file: the right instant in UTC, the reference and kind, the place, no case text', async () => {
    const { http } = cast.api;
    const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
    const { date } = await ahead(http, 10 * DAY);
    const set = await addDate(http, kase.id, cast.lawyerA, {
      ...hearing({ date, time: '09:30' }),
      court: 'High Court, Kigali',
      room: 'Room 3',
    });
    const answer = await http.get(`/api/cases/${kase.id}/dates/${set.id}/ics`, {
      token: cast.clientA.token,
    });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/calendar/);
    assert.match(
      answer.headers.get('content-disposition') ?? '',
      new RegExp(`^attachment; filename="${kase.reference}-hearing\\.ics"$`),
    );
    const fields = icsLines(answer.text);
    assert.ok(answer.text.startsWith('BEGIN:VCALENDAR\r\n'), answer.text);
    assert.ok(answer.text.includes('BEGIN:VEVENT\r\n'), answer.text);
    // Kigali 09:30 is 07:30 UTC (UTC+2 all year).
    const start = icsInstant(fields.get('DTSTART')!);
    assert.equal(start.toISOString(), `${date}T07:30:00.000Z`);
    assert.equal(start.toISOString(), set.startsAt);
    assert.equal(fields.get('SUMMARY'), `${kase.reference}: hearing`);
    assert.equal(fields.get('LOCATION'), 'High Court\\, Kigali\\, Room 3');
    assert.equal(fields.get('STATUS'), 'CONFIRMED');
    assert.ok(!answer.text.includes('boundary'), 'no case text');

    // In French, a video meeting: its link is the place.
    const meeting = await addDate(http, kase.id, cast.lawyerA, {
      kind: 'meeting',
      date,
      time: '14:00',
      mode: 'video',
      videoLink: 'https://meet.example.com/room-7',
    });
    const french = await http.get(`/api/cases/${kase.id}/dates/${meeting.id}/ics`, {
      token: cast.clientA.token,
      headers: { 'accept-language': 'fr' },
    });
    const frenchFields = icsLines(french.text);
    assert.equal(frenchFields.get('SUMMARY'), `${kase.reference} : rendez-vous`);
    assert.equal(frenchFields.get('LOCATION'), 'https://meet.example.com/room-7');
    assert.equal(icsInstant(frenchFields.get('DTSTART')!).toISOString(), `${date}T12:00:00.000Z`);

    // A cancelled date's file says so.
    await http.post(`/api/cases/${kase.id}/dates/${meeting.id}/cancel`, {
      token: cast.lawyerA.token,
      json: { reason: 'Moved online to phone' },
    });
    const gone = await http.get(`/api/cases/${kase.id}/dates/${meeting.id}/ics`, {
      token: cast.lawyerA.token,
    });
    assert.equal(icsLines(gone.text).get('STATUS'), 'CANCELLED');
  });

  describe('reminders', () => {
    test('24 h before, once; 2 h before, once; none after the date', async () => {
      const { http, app } = cast.api;
      const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
      await addDate(http, kase.id, cast.lawyerA, hearing(await ahead(http, 25 * HOUR)));
      const count = () => reminders(http, cast.clientA.email, kase.reference);
      await pause(200);
      assert.equal(await count(), 0, 'nothing is owed 25 h before');

      await advance(http, HOUR + 2 * MINUTE);
      assert.equal(await settle(count, 1), 1, 'the day reminder went');
      await pause(300);
      assert.equal(await app.caseDates.queueDueReminders(app.clock.now()), 0);
      assert.equal(await count(), 1, 'once');

      await advance(http, 22 * HOUR);
      assert.equal(await settle(count, 2), 2, 'the 2 h reminder went');
      await pause(300);
      assert.equal(await count(), 2, 'once');
      const notes = await http.get('/api/notifications?limit=100', { token: cast.clientA.token });
      assert.equal(
        (notes.body.data as Array<{ kind: string; reference: string }>).filter(
          (note) => note.kind === 'date_reminder' && note.reference === kase.reference,
        ).length,
        2,
        'two in-app reminders',
      );
      const mail = (await outbox(http)).find(
        (entry) => entry.subject === `Reminder: a date of your case ${kase.reference} is coming`,
      )!;
      assert.ok(!mail.text.includes(CASE_SECRET), 'no case text in a reminder');

      await advance(http, 3 * HOUR);
      await pause(300);
      assert.equal(await count(), 2, 'nothing once the date has passed');
    });

    test('a cancelled date sends no reminder', async () => {
      const { http, app } = cast.api;
      const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
      const date = await addDate(
        http,
        kase.id,
        cast.lawyerA,
        hearing(await ahead(http, 25 * HOUR)),
      );
      const off = await http.post(`/api/cases/${kase.id}/dates/${date.id}/cancel`, {
        token: cast.lawyerA.token,
        json: { reason: 'The hearing was struck off' },
      });
      assert.equal(off.status, 200, off.text);
      await advance(http, HOUR + 2 * MINUTE);
      await pause(300);
      assert.equal(await app.caseDates.queueDueReminders(app.clock.now()), 0);
      await advance(http, 22 * HOUR);
      await pause(300);
      assert.equal(await app.caseDates.queueDueReminders(app.clock.now()), 0);
      assert.equal(await reminders(http, cast.clientA.email, kase.reference), 0);
    });

    test('a date set less than 2 h ahead gets one reminder, both claims marked', async () => {
      const { http, app } = cast.api;
      const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
      const date = await addDate(http, kase.id, cast.lawyerA, hearing(await ahead(http, HOUR)));
      const count = () => reminders(http, cast.clientA.email, kase.reference);
      assert.equal(await settle(count, 1), 1);
      await pause(300);
      assert.equal(await count(), 1, 'one reminder for both');
      const [row] = await app.database.rows<{ day: unknown; hours: unknown }>(
        sql`select reminded_day_at as day, reminded_hours_at as hours from case_dates where id = ${date.id}`,
      );
      assert.ok(row?.day && row.hours, 'both claims are marked');
    });

    test('a date set less than a day ahead: its notice stands for the day reminder, the 2 h one still goes', async () => {
      const { http, app } = cast.api;
      const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
      await addDate(http, kase.id, cast.lawyerA, hearing(await ahead(http, 10 * HOUR)));
      const count = () => reminders(http, cast.clientA.email, kase.reference);
      await pause(300);
      assert.equal(await app.caseDates.queueDueReminders(app.clock.now()), 0);
      assert.equal(await count(), 0, 'no day reminder right after the notice of the date');
      await advance(http, 8 * HOUR + 2 * MINUTE);
      assert.equal(await settle(count, 1), 1, 'the 2 h reminder went');
      await pause(300);
      assert.equal(await count(), 1, 'once');
    });

    test('a date moved to a new time is reminded again before its new time', async () => {
      const { http } = cast.api;
      const kase = await newCase(http, cast.admin, cast.clientA, cast.lawyerA);
      const date = await addDate(
        http,
        kase.id,
        cast.lawyerA,
        hearing(await ahead(http, 25 * HOUR)),
      );
      const count = () => reminders(http, cast.clientA.email, kase.reference);
      await advance(http, HOUR + 2 * MINUTE);
      assert.equal(await settle(count, 1), 1);
      // Same time, another room: the reminder already sent stands.
      const sameTime = await http.put(`/api/cases/${kase.id}/dates/${date.id}`, {
        token: cast.lawyerA.token,
        json: {
          ...hearing({ date: date.date as string, time: date.time as string }),
          room: 'Room 2',
        },
      });
      assert.equal(sameTime.status, 200, sameTime.text);
      await pause(300);
      assert.equal(await count(), 1);
      const moved = await http.put(`/api/cases/${kase.id}/dates/${date.id}`, {
        token: cast.lawyerA.token,
        json: hearing(await ahead(http, 3 * DAY)),
      });
      assert.equal(moved.status, 200, moved.text);
      await pause(300);
      assert.equal(await count(), 1, 'not before its new time');
      await advance(http, 2 * DAY + 2 * MINUTE);
      assert.equal(await settle(count, 2), 2, 'reminded before the new time');
    });
  });
});

describe(
  'date reminders with three API processes on one PostgreSQL database',
  { skip: testDriver !== 'postgres' && 'PGlite is one process per data dir' },
  () => {
    const servers: ServerProcess[] = [];
    let dataDir = '';

    after(async () => {
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    test('each reminder goes out once', async () => {
      const databaseUrl = (await createTestDatabase()) as string;
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-dates-together-'));
      // One after another: the first applies the migrations and seeds the demo accounts.
      for (let i = 0; i < 3; i++) {
        const port = await freePort();
        servers.push(
          await startServer({
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            API_PORT: String(port),
            PUBLIC_API_URL: `http://127.0.0.1:${port}`,
            JWT_SECRET: TEST_JWT_SECRET,
            DATE_REMINDER_CHECK_MS: '20',
          }),
        );
      }
      const http = client(servers[0]!.baseUrl);
      const clocks = servers.map((server) => client(server.baseUrl));
      const admin = await login(http, demo[0].email, demo[0].password);
      const lawyer = await login(http, demo[1].email, demo[1].password);
      const owner = await newClient(http, 'dates.together@example.com');
      const kase = await newCase(http, admin, owner, lawyer);
      const DATES = 12;
      for (let i = 0; i < DATES; i++)
        await addDate(http, kase.id, lawyer, hearing(await ahead(http, 25 * HOUR + i * MINUTE)));
      const count = () => reminders(http, owner.email, kase.reference);
      const moveAll = (ms: number) => Promise.all(clocks.map((each) => advance(each, ms)));

      await moveAll(HOUR + 15 * MINUTE);
      assert.equal(await settle(count, DATES), DATES);
      await pause(500);
      assert.equal(await count(), DATES, 'one day reminder per date, whichever process sent it');

      await moveAll(22 * HOUR);
      assert.equal(await settle(count, 2 * DATES), 2 * DATES);
      await pause(500);
      assert.equal(await count(), 2 * DATES, 'one 2 h reminder per date');

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const notes = await db.query(
          `select count(*)::int as n from notifications n join users u on u.id = n.user_id
            where u.email = $1 and n.kind = 'date_reminder'`,
          [owner.email],
        );
        assert.equal(notes.rows[0].n, 2 * DATES, 'in-app reminders, once each');
      } finally {
        await db.end();
      }
    });
  },
);
