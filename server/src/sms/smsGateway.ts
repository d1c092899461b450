/**
 * Hands one SMS to the gateway: Kannel's sendsms HTTP interface (the smsbox), which passes it to
 * the operator over SMPP and reports its delivery to `dlrUrl`; or, without a gateway, a file in
 * DATA_DIR/sms-outbox (development, tests, or production with SMS_TO_FOLDER=1 on purpose).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsEncoding } from './gsm7';

export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
  encoding: SmsEncoding;
  /** Where the gateway reports delivery (Kannel replaces %d with the report's type). */
  dlrUrl: string;
}

export interface SmsDelivery {
  mode: 'kannel' | 'folder';
  deliver(sms: OutgoingSms, signal: AbortSignal): Promise<void>;
}

/** A gateway that takes the connection and then says nothing must not hold a worker for long. */
const GATEWAY_TIMEOUT_MS = 10_000;
/** Delivery reports asked for: delivered (1), failed at the handset (2), refused by the operator (16). */
export const DLR_MASK = 1 + 2 + 16;

export function createSmsDelivery(options: {
  kannel: { url: string; user: string; password: string } | null;
  sender: string;
  dataDir: string;
}): SmsDelivery {
  const { kannel } = options;
  if (kannel) {
    return {
      mode: 'kannel',
      async deliver(sms, signal) {
        const query = new URLSearchParams({
          username: kannel.user,
          password: kannel.password,
          from: options.sender,
          to: sms.to,
          text: sms.text,
          charset: 'UTF-8',
          // 0: the GSM 7-bit alphabet; 2: UCS-2.
          coding: sms.encoding === 'gsm7' ? '0' : '2',
          'dlr-mask': String(DLR_MASK),
          'dlr-url': sms.dlrUrl,
        });
        const answer = await fetch(`${kannel.url}?${query}`, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(GATEWAY_TIMEOUT_MS)]),
        });
        const body = (await answer.text()).trim().slice(0, 200);
        // 202 "0: Accepted for delivery" or "3: Queued for later delivery"; anything else is a refusal.
        if (answer.status !== 202 && answer.status !== 200)
          throw new Error(`SMS gateway answered ${answer.status}: ${body}`);
      },
    };
  }
  const outbox = path.join(options.dataDir, 'sms-outbox');
  return {
    mode: 'folder',
    async deliver(sms) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
      const content = {
        id: sms.id,
        from: options.sender,
        to: sms.to,
        text: sms.text,
        encoding: sms.encoding,
      };
      await writeFile(path.join(outbox, name), `${JSON.stringify(content, null, 2)}\n`, {
        mode: 0o600,
      });
    },
  };
}
