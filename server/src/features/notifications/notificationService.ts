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

interface Recipient {
  kind: NotificationKind;
  userId?: string;
  email?: string;
}

/** What a notification tells: the case, who did it (none for a reminder), when. */
interface Notice {
  caseId: string;
  reference: string;
  actorId: string | null;
  status: string | null;
  /** When it happened; for a reminder, when the date is. */
  at: Date;
}

/** Who hears of an event, and as what. */
function recipientsOf(
  event: NewCaseEvent,
  row: { userId: string; assignedTo: string | null },
): Recipient[] {
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
    case 'document_requested':
      return [{ ...owner, kind: 'document_requested' }];
    case 'date_changed':
    case 'date_cancelled':
      return [{ ...owner, kind: 'date_changed' }];
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

/**
 * In-app notifications and their e-mails: who hears of what, and by which channel. `onEvent` runs
 * inside the transaction of each case event: the notification row and the e-mail job (pg-boss)
 * commit or roll back with the change. Each user can turn each kind off per channel. The SQL is
 * notificationQueries'.
 */
export class NotificationService {
  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  readonly onEvent = async (tx: Tx, event: NewCaseEvent): Promise<void> => {
    const parties = await caseParties(tx, event.caseId);
    if (!parties) return;
    await this.deliver(tx, recipientsOf(event, parties), {
      caseId: event.caseId,
      reference: event.reference,
      actorId: event.actor.userId,
      status: event.to ?? null,
      at: new Date(),
    });
  };

  /**
   * A reminder before a date of a case, to the case's client by their channels, inside the
   * transaction that claims it (the reminder scan's): the notice names the reference and when.
   */
  async remind(
    tx: Tx,
    reminder: { caseId: string; reference: string; kind: NotificationKind; at: Date },
  ): Promise<void> {
    const parties = await caseParties(tx, reminder.caseId);
    if (!parties) return;
    await this.deliver(tx, [{ userId: parties.userId, kind: reminder.kind }], {
      ...reminder,
      actorId: null,
      status: null,
    });
  }

  /**
   * Tells one user of `kind` on a case where no case change carries it (a late document's
   * reminder), inside `tx` like the events' notices: in-app and by their channel, as they chose.
   */
  async notify(
    tx: Tx,
    notice: { userId: string; kind: NotificationKind; caseId: string; reference: string },
  ): Promise<void> {
    await this.deliver(tx, [{ userId: notice.userId, kind: notice.kind }], {
      caseId: notice.caseId,
      reference: notice.reference,
      actorId: null,
      status: null,
      at: new Date(),
    });
  }

  /** Each recipient's in-app notification and e-mail, as they chose, inside `tx`. */
  private async deliver(tx: Tx, recipients: Recipient[], notice: Notice): Promise<void> {
    for (const recipient of recipients) {
      const user = await findRecipient(tx, recipient);
      if (!user) continue;
      // Nobody hears of what they did themselves, except that their own case was received.
      if (user.id === notice.actorId && recipient.kind !== 'case_received') continue;
      if (!NOTIFICATION_KINDS_BY_ROLE[user.role].includes(recipient.kind)) continue;
      const choice = await preferenceOf(tx, user.id, recipient.kind);
      if (choice?.inApp ?? true)
        await insertNotification(tx, {
          userId: user.id,
          kind: recipient.kind,
          caseId: notice.caseId,
          reference: notice.reference,
        });
      if (choice?.email ?? true)
        await this.mailer.send(
          notificationMail({
            to: user.email,
            firstName: user.firstName,
            locale: user.locale,
            kind: recipient.kind,
            reference: notice.reference,
            status: notice.status,
            at: notice.at,
            link: `${this.appUrl}${HOME_OF[user.role]}`,
            profileLink: `${this.appUrl}/profile`,
          }),
          { tx },
        );
    }
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
