import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxEntry } from 'shared-contract/schemas';
import type { Tx } from '../db/client';

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

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Bridge to Justice account',
    text: `Hello ${firstName},\n\nWelcome to Bridge to Justice. Confirm your e-mail address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not register, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Welcome to Bridge to Justice. Confirm your e-mail address (the link is valid for 24 hours):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not register, ignore this message.</p>`,
  };
}

export function resetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Bridge to Justice password',
    text: `Hello ${firstName},\n\nA password reset was requested for your account. Choose a new password here (valid for 1 hour):\n\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>A password reset was requested for your account. Choose a new password (the link is valid for 1 hour):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this message; your password stays as it is.</p>`,
  };
}

/** To the owner of an address someone tried to register again (register answers as for a new one). */
export function registerAttemptMail(
  to: string,
  firstName: string,
  links: { login: string; reset: string },
): MailMessage {
  return {
    to,
    subject: 'Someone tried to register with your address',
    text: `Hello ${firstName},\n\nSomeone tried to create a Bridge to Justice account with this e-mail address, which already has an account. If it was you, log in here:\n\n${links.login}\n\nIf you forgot your password, choose a new one here:\n\n${links.reset}\n\nIf it was not you, ignore this message; your account is unchanged.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Someone tried to create a Bridge to Justice account with this e-mail address, which already has an account. If it was you, <a href="${escapeHtml(links.login)}">log in</a>. If you forgot your password, <a href="${escapeHtml(links.reset)}">choose a new one</a>.</p><p>If it was not you, ignore this message; your account is unchanged.</p>`,
  };
}
