/**
 * SMS as durable jobs: `send` records the SMS (queued) and its pg-boss job in the caller's
 * transaction; a worker in any API process hands it to the gateway with retries (jobs/jobQueue,
 * the mail queue's machinery), and the operator's delivery report, signed so nobody else can
 * write one, moves it to delivered or failed. The admin lists them. The SQL is smsQueries'.
 */
import { randomUUID } from 'node:crypto';
import type { Sms } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema';
import type { Locale } from '../../i18n';
import { createJobQueue, type JobQueue, type JobQueueLog } from '../../jobs/jobQueue';
import { secretMac, type SecretMac } from '../../lib/secretMac';
import type { SmsDelivery } from '../../sms/smsGateway';
import { composeSms, type SmsKind } from '../../sms/smsText';
import {
  insertSms,
  markAttemptFailed,
  markReported,
  markSent,
  pageOfSms,
  smsById,
  startAttempt,
} from './smsQueries';

export const SMS_QUEUE = 'sms';
/** Four hand-overs at a time per process: the gateway answers at once and queues for the operator. */
const WORKERS = 4;
const POLL_SECONDS = 1;
/** A job a crashed process held is handed out again after this long (the gateway times out sooner). */
const EXPIRE_SECONDS = 60;

/** Kannel's delivery report types (its %d): 1 delivered, 2 failed, 16 refused by the operator. */
const REPORT_DELIVERED = 1;
const REPORT_FAILED = [2, 16];

/** A job names its SMS (the row holds the text); `to` shows in `npm run jobs -- failed --queue sms`. */
interface SmsJob {
  id: string;
  to: string;
}

export type SmsOutcome = 'sent' | 'retry' | 'failed' | 'delivered';

export interface SmsNotice {
  userId: string;
  /** E.164. */
  to: string;
  kind: SmsKind;
  locale: Locale;
  reference: string;
  link: string;
  /** A reminder's moment, written in Kigali time. */
  when?: Date | null;
}

function toWire(row: SmsMessageRow): Sms {
  return {
    id: row.id,
    to: row.toNumber,
    kind: row.kind,
    locale: row.locale,
    segments: row.segments,
    encoding: row.encoding as Sms['encoding'],
    state: row.state as Sms['state'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export class SmsService {
  private constructor(
    private readonly database: Database,
    private readonly queue: JobQueue<SmsJob>,
    private readonly mac: SecretMac,
    /** The API's public origin, which the gateway calls back with the delivery report. */
    private readonly apiUrl: () => string,
    private readonly onOutcome: (outcome: SmsOutcome) => void,
    readonly mode: SmsDelivery['mode'],
  ) {}

  static async open(options: {
    database: Database;
    delivery: SmsDelivery;
    secret: string;
    previousSecret: string | null;
    apiUrl: () => string;
    retryLimit: number;
    retryDelaySeconds: number;
    log: JobQueueLog;
    onOutcome?: (outcome: SmsOutcome) => void;
  }): Promise<SmsService> {
    const { database, delivery } = options;
    const mac = secretMac(options.secret, 'sms-delivery-report', options.previousSecret);
    const onOutcome = options.onOutcome ?? (() => undefined);
    let service: SmsService | null = null;
    const queue = await createJobQueue<SmsJob>({
      database,
      name: SMS_QUEUE,
      label: 'sms',
      workers: WORKERS,
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      expireInSeconds: EXPIRE_SECONDS,
      pollingIntervalSeconds: POLL_SECONDS,
      maintain: false, // the mail queue's instance maintains pg-boss's tables
      log: options.log,
      handle: async (job) => {
        // Already sent (a retry of a job whose success was not recorded): nothing goes twice.
        const sms = await startAttempt(database.db, job.data.id);
        if (!sms) return;
        try {
          await delivery.deliver(
            {
              id: sms.id,
              to: sms.toNumber,
              text: sms.text,
              encoding: sms.encoding as 'gsm7' | 'ucs2',
              dlrUrl: service!.reportUrl(sms.id),
            },
            job.signal,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markAttemptFailed(database.db, sms.id, message.slice(0, 500), job.final);
          throw error;
        }
        await markSent(database.db, sms.id, new Date());
      },
      onOutcome,
    });
    service = new SmsService(database, queue, mac, options.apiUrl, onOutcome, delivery.mode);
    return service;
  }

  /** The proof that a delivery report is the gateway's for this SMS (the link it was given). */
  private signature(id: string): string {
    return this.mac.sign(id).toString('base64url');
  }

  /** The gateway's callback for one SMS; Kannel puts the report's type where %d stands. */
  reportUrl(id: string): string {
    return `${this.apiUrl()}/api/sms/dlr?id=${id}&sig=${this.signature(id)}&type=%d`;
  }

  /**
   * Writes the SMS for a notice and queues it with `tx`: it is recorded queued and goes out once
   * the transaction commits. Answers its id.
   */
  async send(tx: Tx, notice: SmsNotice): Promise<string> {
    const { text, encoding, segments } = composeSms(
      notice.kind,
      notice.locale,
      notice.reference,
      notice.link,
      notice.when,
    );
    const id = randomUUID();
    await insertSms(tx, {
      id,
      userId: notice.userId,
      toNumber: notice.to,
      kind: notice.kind,
      locale: notice.locale,
      text,
      segments,
      encoding,
    });
    await this.queue.send({ id, to: notice.to }, { tx });
    return id;
  }

  /**
   * A delivery report: false when the signature is not ours for this id (nothing changes);
   * otherwise the state moves (delivered, or failed), and a report that changes nothing (a
   * buffered or accepted-by-operator one, a repeat) is taken too.
   */
  async report(
    id: string,
    signature: string,
    type: number,
  ): Promise<'unsigned' | 'unknown' | 'taken'> {
    if (!this.mac.verify(id, Buffer.from(signature, 'base64url'))) return 'unsigned';
    if (!(await smsById(this.database.db, id))) return 'unknown';
    if (type & REPORT_DELIVERED) {
      if (await markReported(this.database.db, id, { state: 'delivered', at: new Date() }))
        this.onOutcome('delivered');
    } else if (REPORT_FAILED.some((failed) => type & failed)) {
      const error = `operator report ${type}: not delivered`;
      if (await markReported(this.database.db, id, { state: 'failed', error }))
        this.onOutcome('failed');
    }
    return 'taken';
  }

  async list(paging: { page: number; limit: number }): Promise<{ data: Sms[]; total: number }> {
    const { rows, total } = await pageOfSms(this.database.db, paging);
    return { data: rows.map(toWire), total };
  }

  start(): Promise<void> {
    return this.queue.start();
  }

  stop(graceMs?: number): Promise<void> {
    return this.queue.stop(graceMs);
  }
}
