import type { Clock } from './lib/clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JwtSigner, SessionUser } from './lib/jwt';
import type { SessionCookies } from './lib/sessionCookie';
import type { DownloadSigner } from './lib/signedUrl';
import type { CaseEvents } from './features/cases/caseEvents';
import type { CaseNotes } from './features/cases/caseNotes';
import type { NotificationService } from './features/notifications/notificationService';
import type { CaseService } from './features/cases/caseService';
import type { MessageService } from './features/messages/messageService';
import type { DocumentRequestService } from './features/documentRequests/documentRequestService';
import type { CaseDateService } from './features/caseDates/caseDateService';
import type { AccountService } from './features/accounts/accountService';
import type { FileStore } from './files/fileStore';
import type { FileSweep } from './files/sweep';
import type { BackupSchedule } from './backup/schedule';
import type { FileStores } from './files';
import type { Mailer } from './mail/mailer';
import type { SmsService } from './features/sms/smsService';
import type { Role } from './db/schema';
import type { onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time rules and scans read (moved forward only by tests: POST /api/dev/clock). */
    clock: Clock;
    database: Database;
    /** The case files' store (message attachments: messages.attachments). */
    files: FileStore;
    /** The hourly sweep of files no row holds (a pg-boss job run once across instances). */
    fileSweep: FileSweep;
    /** The scheduled backup (BACKUP_DIR set): `enqueue()` runs one now on some instance. */
    backupSchedule?: BackupSchedule;
    /** Both file areas as opened (what a backup reads). */
    fileStores: FileStores;
    mailer: Mailer;
    /** SMS to clients who prefer the phone: durable jobs through the gateway, their delivery state. */
    sms: SmsService;
    jwt: JwtSigner;
    downloads: DownloadSigner;
    /** The cookie by which a download link knows the browser holds the session it was made for. */
    sessionCookies: SessionCookies;
    /** Cases, their files and the case-list cache: every case read and write goes here. */
    caseService: CaseService;
    /** The case timeline: `record(tx, event)` inside the transaction of every case change. */
    caseEvents: CaseEvents;
    /** The firm's private notes on cases. */
    caseNotes: CaseNotes;
    /** In-app notifications, their e-mails and each user's choice of them. */
    notifications: NotificationService;
    /** Accounts (with the cached current account every authenticated request checks) and their tokens. */
    accounts: AccountService;
    /** Case messages, their read state, attachments and reminders. */
    messages: MessageService;
    /** Document requests on cases: asked, answered by an upload, cancelled, reminded once when late. */
    documentRequests: DocumentRequestService;
    /** Hearings and meetings on cases, the lawyer's week and the reminders before each date. */
    caseDates: CaseDateService;
    /** onRequest hook: 401 unless a valid bearer token is sent; sets request.auth. */
    authenticate: onRequestHookHandler;
    /** onRequest hook (after authenticate): 403 unless the caller has one of the roles. */
    requireRole(...roles: Role[]): onRequestHookHandler;
    /** The absolute origin download URLs are built on (PUBLIC_API_URL or the listening address). */
    publicApiUrl(): string;
  }
  interface FastifyRequest {
    auth: SessionUser | null;
  }
}

export {};
