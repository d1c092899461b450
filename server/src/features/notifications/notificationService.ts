import {
  NOTIFICATION_KINDS_BY_ROLE,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from 'shared-contract';
import type { Notification, NotificationPreference } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import type { Role } from '../../db/schema';
import { badRequest } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import type { Mailer } from '../../mail/mailer';
import { smsNumber } from '../../sms/phoneNumber';
import type { SmsKind } from '../../sms/smsText';
import type { SmsService } from '../sms/smsService';
import { notificationMail, notificationSentence } from './notificationMail';
import type { NewCaseEvent } from '../cases/caseEvents';
import {
  caseParties,
  countUnread,
  findRecipient,
  insertNotification,
  markNotificationsRead,
  pageOfNotifications,
  preferenceOf,
  preferencesOf,
  savePreference,
} from './notificationQueries';

/** Where a role's notifications lead in the app. */
const HOME_OF: Record<Role, string> = {
  client: '/user-dashboard',
  adminStaff: '/staff-dashboard',
  admin: '/admin-dashboard',
};

interface Addressee {
  kind: NotificationKind;
  userId?: string;
  email?: string;
}

/** Who hears of an event, and as what. */
function recipientsOf(
  event: NewCaseEvent,
  row: { userId: string; assignedTo: string | null },
): Addressee[] {
  const owner = { userId: row.userId };
  switch (event.action) {
    case 'submitted':
      return [{ ...owner, kind: 'case_received' }];
    case 'assigned':
    case 'reassigned':
      return [
        { ...owner, kind: 'case_assigned' },
        { email: event.targetEmail ?? undefined, kind: 'case_assigned_to_you' },
      ];
    case 'status_changed':
      return [{ ...owner, kind: 'case_status_changed' }];
    // A date set on the case, or moved or cancelled: its client hears of it (never its own place
    // or time in the notice: those are on the case). A request for another time reaches the
    // lawyer as the client's message, which notifies them.
    case 'date_added':
      return [{ ...owner, kind: 'date_scheduled' }];
    case 'date_changed':
    case 'date_cancelled':
      return [{ ...owner, kind: 'date_changed' }];
    case 'document_requested':
      return [{ ...owner, kind: 'document_requested' }];
    case 'message_posted':
      // A client's message goes to their lawyer; the firm's to the client.
      return event.actor.userId === row.userId
        ? row.assignedTo
          ? [{ email: row.assignedTo, kind: 'message_received' }]
          : []
        : [{ ...owner, kind: 'message_received' }];
    default:
      return [];
  }
}

type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/**
 * The number to text instead of mailing: a client who chose to be reached by phone, with a
 * number that can receive SMS (one stored before numbers were checked, and unfit, gets the mail).
 */
function smsNumberOf(user: Recipient): string | null {
  if (user.role !== 'client' || user.preferredContact !== 'phone') return null;
  const number = smsNumber(user.phoneNumber);
  return typeof number === 'object' ? number.e164 : null;
}

/** What one notice is about. */
export interface Notice {
  kind: NotificationKind;
  caseId: string;
  reference: string;
  /** A new status (case_status_changed), worded in the mail. */
  status?: string | null;
  /** A reminder's moment (a hearing's start, a document's due date), in the SMS in Kigali time. */
  when?: Date | null;
}

/**
 * In-app notifications and their e-mails or SMS: who hears of what, and by which channel. `onEvent`
 * runs inside the transaction of each case event: the notification row and the e-mail or SMS job
 * (pg-boss) commit or roll back with the change. A client who chose the phone gets an SMS where
 * others get the e-mail (the account's own mails, verification and reset, stay e-mails); each user
 * can turn each kind off per channel (the e-mail switch is the switch of the channel they chose).
 * The SQL is notificationQueries'.
 */
export class NotificationService {
  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly sms: SmsService,
  ) {}

  readonly onEvent = async (tx: Tx, event: NewCaseEvent): Promise<void> => {
    const parties = await caseParties(tx, event.caseId);
    if (!parties) return;
    for (const recipient of recipientsOf(event, parties)) {
      const user = await findRecipient(tx, recipient);
      if (!user) continue;
      // Nobody hears of what they did themselves, except that their own case was received.
      if (user.id === event.actor.userId && recipient.kind !== 'case_received') continue;
      await this.tell(tx, user, {
        kind: recipient.kind,
        caseId: event.caseId,
        reference: event.reference,
        status: event.to ?? null,
      });
    }
  };

  /**
   * One notice to one user inside `tx` (the reminder scans call it for their reminders): the
   * in-app notification, and the e-mail or SMS, each as the user chose.
   */
  async notify(tx: Tx, userId: string, notice: Notice): Promise<void> {
    const user = await findRecipient(tx, { userId });
    if (user) await this.tell(tx, user, notice);
  }

  /**
   * A reminder before a date of a case, to the case's client by their channel, inside the
   * transaction that claims it (the reminder scan's): the notice names the reference, and the SMS
   * and the e-mail say when the date is.
   */
  async remind(
    tx: Tx,
    reminder: { caseId: string; reference: string; kind: NotificationKind; at: Date },
  ): Promise<void> {
    const parties = await caseParties(tx, reminder.caseId);
    if (!parties) return;
    await this.notify(tx, parties.userId, {
      kind: reminder.kind,
      caseId: reminder.caseId,
      reference: reminder.reference,
      when: reminder.at,
    });
  }

  /**
   * The SMS in place of a mail, inside `tx`, when `userId` is a client who chose the phone (with a
   * number that takes SMS): true when it was queued, false when the caller mails as before.
   */
  async textInsteadOfMail(
    tx: Tx,
    userId: string,
    notice: { kind: SmsKind; caseId: string; reference: string },
  ): Promise<boolean> {
    const user = await findRecipient(tx, { userId });
    return user ? this.textIfChosen(tx, user, notice) : false;
  }

  private async textIfChosen(
    tx: Tx,
    user: Recipient,
    notice: { kind: SmsKind; caseId: string; reference: string; when?: Date | null },
  ): Promise<boolean> {
    const phone = smsNumberOf(user);
    if (!phone) return false;
    await this.sms.send(tx, {
      userId: user.id,
      to: phone,
      kind: notice.kind,
      locale: user.locale,
      reference: notice.reference,
      link: `${this.appUrl}/messages/${notice.caseId}`,
      when: notice.when ?? null,
    });
    return true;
  }

  private async tell(tx: Tx, user: Recipient, notice: Notice): Promise<void> {
    const { kind } = notice;
    if (!NOTIFICATION_KINDS_BY_ROLE[user.role].includes(kind)) return;
    const choice = await preferenceOf(tx, user.id, kind);
    if (choice?.inApp ?? true)
      await insertNotification(tx, {
        userId: user.id,
        kind,
        caseId: notice.caseId,
        reference: notice.reference,
      });
    if (!(choice?.email ?? true)) return;
    if (await this.textIfChosen(tx, user, { ...notice, kind })) return;
    await this.mailer.send(
      notificationMail({
        to: user.email,
        firstName: user.firstName,
        locale: user.locale,
        kind,
        reference: notice.reference,
        status: notice.status ?? null,
        // A reminder's mail says when the date is; any other notice, when it happened.
        at: notice.when ?? new Date(),
        link: `${this.appUrl}${HOME_OF[user.role]}`,
        profileLink: `${this.appUrl}/profile`,
      }),
      { tx },
    );
  }

  /** A user's notifications, newest first, one page, with how many are unread. */
  async list(
    auth: AuthUser,
    options: { unreadOnly: boolean; page: number; limit: number },
  ): Promise<{ data: Notification[]; total: number; unread: number }> {
    const { rows, total, unread } = await pageOfNotifications(
      this.database.db,
      auth.userId,
      options,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind as NotificationKind,
        caseId: row.caseId,
        reference: row.reference,
        text: notificationSentence(row.kind as NotificationKind, row.reference, null),
        link: HOME_OF[auth.role],
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      })),
      total,
      unread,
    };
  }

  /** Marks the given notifications (or all) of the user read; answers how many stay unread. */
  async markRead(auth: AuthUser, ids: string[] | 'all'): Promise<number> {
    if (ids === 'all' || ids.length > 0)
      await markNotificationsRead(this.database.db, auth.userId, ids);
    return countUnread(this.database.db, auth.userId);
  }

  /** Every kind the user's role receives, with the user's choice (on when never set). */
  async preferences(userId: string, role: Role): Promise<NotificationPreference[]> {
    const kinds = NOTIFICATION_KINDS_BY_ROLE[role];
    const rows = await preferencesOf(this.database.db, userId);
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return kinds.map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      email: chosen.get(kind)?.email ?? true,
      inApp: chosen.get(kind)?.inApp ?? true,
    }));
  }

  /** Sets the user's choice for the kinds given (400 for a kind the role does not receive). */
  async setPreferences(
    userId: string,
    role: Role,
    changes: { kind: NotificationKind; email: boolean; inApp: boolean }[],
  ): Promise<NotificationPreference[]> {
    const kinds = NOTIFICATION_KINDS_BY_ROLE[role];
    const foreign = changes.find((change) => !kinds.includes(change.kind));
    if (foreign)
      throw badRequest('notifications.kindRefused', {
        values: { kind: foreign.kind },
        field: 'kind',
      });
    if (changes.length > 0)
      await this.database.db.transaction(async (tx) => {
        for (const change of changes) await savePreference(tx, userId, change);
      });
    return this.preferences(userId, role);
  }
}
