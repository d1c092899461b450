/**
 * Reminders before a hearing, by SMS, when their time comes: a client who chose the phone and
 * Kinyarwanda gets the notice of each date, then one reminder a day before and one 2 hours before,
 * in Kinyarwanda, through a real gateway (Kannel, with fakesmsc as the operator); a cancelled
 * hearing sends none. Time is moved forward on an API of this test's own (POST /api/dev/clock), so
 * no other test's "now" moves with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { DEMO, apiLogin, registerAndVerifyClient } from '../support/auth';
import { createCaseViaApi } from '../support/admin';
import { assignViaApi } from '../support/messages';
import { smsTo, uniqueMobile, waitForSms } from '../support/sms';
import { freePort, startApi } from '../support/stack';
import { startKannel } from '../../server/test/helpers/kannel';

const HOUR = 3600_000;
const KIGALI_MS = 2 * HOUR;

/** The Kigali date and time (YYYY-MM-DD, HH:MM) of `ms`, rounded up to the next 5 minutes. */
function kigaliSlot(ms: number): { date: string; time: string } {
  const rounded = Math.ceil(ms / (5 * 60_000)) * 5 * 60_000;
  const iso = new Date(rounded + KIGALI_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

test('a hearing is reminded by SMS a day and 2 hours before, in Kinyarwanda; a cancelled one is not', async ({
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'btj-e2e-reminders-'));
  const smsLog = path.join(dir, 'received.jsonl');
  const kannel = await startKannel({ receivedFile: smsLog });
  const port = await freePort();
  const apiOrigin = `http://localhost:${port}`;
  const api = await startApi({
    env: { API_PORT: String(port) },
    dataDir: path.join(dir, 'data'),
    apiOrigin,
    appUrl: stack.shell,
    corsOrigins: stack.shell,
    sms: kannel.env,
    limits: { DATE_REMINDER_CHECK_MS: '200' },
  }).catch(async (error: unknown) => {
    await kannel.stop();
    throw error;
  });
  const own = { api: `${apiOrigin}/api` };
  try {
    const phone = uniqueMobile();
    const client = await registerAndVerifyClient(request, own, {
      phoneNumber: phone,
      preferredContact: 'phone',
      locale: 'rw',
    });
    const { token: clientToken } = await apiLogin(request, own, client);
    const created = await createCaseViaApi(request, own, clientToken);
    await assignViaApi(request, own, created.id, DEMO.lawyerOne.email);
    const { token: lawyerToken } = await apiLogin(request, own, DEMO.lawyerOne);
    const asLawyer = { Authorization: `Bearer ${lawyerToken}` };

    const kept = kigaliSlot(Date.now() + 30 * HOUR);
    const cancelled = kigaliSlot(Date.now() + 31 * HOUR);
    const ids: string[] = [];
    for (const slot of [kept, cancelled]) {
      const answer = await request.post(`${own.api}/cases/${created.id}/dates`, {
        headers: asLawyer,
        data: { kind: 'hearing', ...slot, court: 'High Court, Kigali', room: 'Room 2' },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      ids.push(((await answer.json()) as { data: { id: string } }).data.id);
    }
    const off = await request.post(`${own.api}/cases/${created.id}/dates/${ids[1]}/cancel`, {
      headers: asLawyer,
      data: { reason: 'Urukiko rwimuye iburanisha' },
    });
    expect(off.ok(), await off.text()).toBe(true);

    // The notices so far, in Kinyarwanda: received, assigned, two hearings set, one cancelled.
    const notices = (await waitForSms(smsLog, phone, 5)).map((sms) => sms.text);
    expect(notices).toEqual(
      expect.arrayContaining([
        `Bridge to Justice: Iburanisha cyangwa inama byashyizweho ku kirego cyanyu ${created.reference}. ${stack.shell}/messages/${created.id}`,
      ]),
    );
    for (const text of notices) expect(text).not.toContain(created.summary);
    const reminders = async () =>
      (await smsTo(smsLog, phone))
        .map((sms) => sms.text)
        .filter((text) => text.startsWith('Bridge to Justice: Kwibutsa'));
    expect(await reminders()).toEqual([]);

    const advance = async (ms: number) => {
      const moved = await request.post(`${own.api}/dev/clock`, { data: { advanceMs: ms } });
      expect(moved.ok(), await moved.text()).toBe(true);
    };
    // A day before the kept hearing (the cancelled one would be 25 h away): one reminder.
    await advance(6 * HOUR + 10 * 60_000);
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
    // Two hours before: the second; the cancelled hearing, now past both marks, sends none.
    await advance(22 * HOUR);
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(2);
    await advance(2 * HOUR);
    // Ten scans later nothing more has come (the cancelled hearing's time has passed too).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    for (const text of sent) {
      expect(text).toContain(created.reference);
      expect(text).toContain(kept.time);
      expect(text).not.toContain(cancelled.time);
      expect(text).toContain('(isaha y');
      expect(text.length).toBeLessThanOrEqual(306); // two GSM-7 segments at most
    }
  } finally {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await kannel.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
