/**
 * The SMS a client got, read where the operator's side of the gateway (Kannel's fakesmsc) logged
 * them: what a phone would show, whole (a two-part message joined).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { readReceivedFile, type ReceivedSms } from '../../server/test/helpers/kannel';

export type { ReceivedSms };

/** A fresh Rwandan mobile number (E.164), so a test reads only its own client's SMS. */
export function uniqueMobile(): string {
  return `+25078${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The SMS for `number` (E.164) that the gateway logged to `smsLog` so far, oldest first. */
export async function smsTo(smsLog: string, number: string): Promise<ReceivedSms[]> {
  const text = await readFile(smsLog, 'utf8').catch(() => '');
  // Kannel hands the operator the number as it was sent, with or without its '+'.
  const digits = number.replace(/^\+/, '');
  return readReceivedFile(text).filter((sms) => sms.to.replace(/^\+/, '') === digits);
}

/** Waits until `number` has at least `count` SMS (Playwright's polling, no fixed sleep). */
export async function waitForSms(
  smsLog: string,
  number: string,
  count: number,
  timeout = 20_000,
): Promise<ReceivedSms[]> {
  await expect
    .poll(async () => (await smsTo(smsLog, number)).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return smsTo(smsLog, number);
}
