import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What GET /api/dev/outbox lists for each message written in outbox mode. */
export interface OutboxEntry extends MailMessage {
  links: string[];
  createdAt: string;
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Outbox mode only: every written message, newest first. */
  listOutbox(): Promise<OutboxEntry[]>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])].map((link) => link.replace(/&amp;/g, '&'));
}

/**
 * With SMTP_URL: real SMTP. Without: nodemailer's stream transport renders each message to an
 * .eml file in DATA_DIR/outbox, with a JSON sidecar the dev route and the e2e tests read.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      listOutbox: async () => [],
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
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const createdAt = new Date();
      // Sortable names: time, then a per-process sequence for messages within one millisecond.
      const base = `${createdAt.getTime().toString().padStart(15, '0')}-${String(sequence++).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = {
        ...message,
        links: linksIn(`${message.text}\n${message.html}`),
        createdAt: createdAt.toISOString(),
      };
      await writeFile(path.join(outbox, `${base}.eml`), info.message as Buffer, { mode: 0o600 });
      await writeFile(path.join(outbox, `${base}.json`), JSON.stringify(entry, null, 2), {
        mode: 0o600,
      });
    },
    async listOutbox() {
      let names: string[];
      try {
        names = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const entries: OutboxEntry[] = [];
      for (const name of names) {
        try {
          entries.push(JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as OutboxEntry);
        } catch {
          // A sidecar being written right now is skipped, not fatal.
        }
      }
      return entries;
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
