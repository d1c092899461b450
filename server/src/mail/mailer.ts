import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxEntry } from 'shared-contract/schemas';
import type { Tx } from '../db/client';
import { DEFAULT_LOCALE, t, type Locale } from '../i18n';

export type { OutboxEntry };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** queued: waiting (or waiting to retry); sending: a worker has it; sent; failed: retries used up. */
export type MailState = OutboxEntry['state'];

export interface Mailer {
  mode: 'smtp' | 'outbox';
  /**
   * Puts the mail on the durable queue; resolves once the job row is committed (never waits on
   * SMTP). With `tx`, the job commits (or rolls back) with that transaction.
   */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>;
  /** The newest mail jobs with their delivery state (the dev outbox). */
  listOutbox(limit?: number): Promise<OutboxEntry[]>;
  /** Starts the worker that delivers queued mail. */
  start(): Promise<void>;
  /** Stops the worker: the delivery in flight finishes, or is released for a retry after graceMs. */
  stop(graceMs?: number): Promise<void>;
}

/** Hands one message to SMTP or the outbox folder; the queue calls it, with retries. */
export interface MailDelivery {
  mode: 'smtp' | 'outbox';
  deliver(message: MailMessage, signal: AbortSignal): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])].map((link) => link.replace(/&amp;/g, '&'));
}

/** A server that accepts the connection and then says nothing must not hold a worker for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * With SMTP_URL: real SMTP. Without: nodemailer's stream transport renders each message to an
 * .eml file in DATA_DIR/outbox (the dev outbox route lists the jobs from the database).
 */
export function createDelivery(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}): MailDelivery {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      mode: 'smtp',
      async deliver(message, signal) {
        await transport.sendMail({ from: options.from, ...message, signal });
      },
    };
  }

  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    mode: 'outbox',
    async deliver(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Sortable names: time, then a per-process sequence for messages within one millisecond.
      const base = `${Date.now().toString().padStart(15, '0')}-${String(sequence++).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      await writeFile(path.join(outbox, `${base}.eml`), info.message as Buffer, { mode: 0o600 });
    },
  };
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * One paragraph of a mail: catalogue text (its HTML the escaped text unless given; an empty text
 * or HTML leaves the paragraph out of that part), or a link on its own line in both parts.
 */
export type MailBlock = { text: string; html?: string } | { link: string };

/**
 * A mail in the recipient's language: the greeting, then the blocks as paragraphs;
 * plain text and accessible HTML (`<html lang>` set) with the same words. Catalogue texts are
 * ours; what a user typed (the first name) and links are escaped in the HTML.
 */
export function composeMail(options: {
  to: string;
  locale: Locale;
  subject: string;
  firstName: string;
  blocks: MailBlock[];
}): MailMessage {
  const { locale, firstName, blocks } = options;
  const hello = (escape: (value: string) => string) =>
    firstName
      ? t(locale, 'mail.hello', { firstName: escape(firstName) })
      : t(locale, 'mail.helloNoName');
  const text = [
    hello((value) => value),
    ...blocks.map((block) => ('link' in block ? block.link : block.text)),
  ];
  const html = [
    `<p>${hello(escapeHtml)}</p>`,
    ...blocks.map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
        : `<p>${block.html ?? escapeHtml(block.text)}</p>`,
    ),
  ];
  return {
    to: options.to,
    subject: options.subject,
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${locale}"><body>${html.join('')}</body></html>`,
  };
}

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  return composeMail({
    to,
    locale,
    firstName,
    subject: t(locale, 'mail.verify.subject'),
    blocks: [
      { text: t(locale, 'mail.verify.intro') },
      { link },
      { text: t(locale, 'mail.verify.ignore') },
    ],
  });
}

export function resetMail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  return composeMail({
    to,
    locale,
    firstName,
    subject: t(locale, 'mail.reset.subject'),
    blocks: [
      { text: t(locale, 'mail.reset.intro') },
      { link },
      { text: t(locale, 'mail.reset.ignore') },
    ],
  });
}

/** To the owner of an address someone tried to register again (register answers as for a new one). */
export function registerAttemptMail(
  to: string,
  firstName: string,
  links: { login: string; reset: string },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  return composeMail({
    to,
    locale,
    firstName,
    subject: t(locale, 'mail.registerAttempt.subject'),
    blocks: [
      { text: t(locale, 'mail.registerAttempt.intro') },
      { link: links.login },
      { text: t(locale, 'mail.registerAttempt.reset') },
      { link: links.reset },
      { text: t(locale, 'mail.registerAttempt.ignore') },
    ],
  });
}
