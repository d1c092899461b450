import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS_BY_ROLE,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from 'shared-contract';
import type { Notification, NotificationPreference } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import { cases, notificationPreferences, notifications, users, type Role } from '../../db/schema';
import { badRequest } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import type { Mailer } from '../../mail/mailer';
import { notificationMail, notificationSentence } from './notificationMail';
import type { NewCaseEvent } from '../cases/caseEvents';

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
 * In-app notifications and their e-mails. `onEvent` runs inside the
 * transaction of each case event: the notification row and the e-mail job (pg-boss) commit or
 * roll back with the change. Each user can turn each kind off per channel.
 */
export class NotificationRepository {
  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  readonly onEvent = async (tx: Tx, event: NewCaseEvent): Promise<void> => {
    const [row] = await tx
      .select({ userId: cases.userId, assignedTo: cases.assignedTo })
      .from(cases)
      .where(eq(cases.id, event.caseId));
    if (!row) return;
    for (const recipient of recipientsOf(event, row)) {
      const match: SQL | undefined = recipient.userId
        ? eq(users.id, recipient.userId)
        : recipient.email
          ? eq(users.email, recipient.email)
          : undefined;
      if (!match) continue;
      const [user] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          locale: users.locale,
        })
        .from(users)
        .where(match);
      if (!user) continue;
      // Nobody hears of what they did themselves, except that their own case was received.
      if (user.id === event.actor.userId && recipient.kind !== 'case_received') continue;
      if (!NOTIFICATION_KINDS_BY_ROLE[user.role].includes(recipient.kind)) continue;
      const [choice] = await tx
        .select()
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, user.id),
            eq(notificationPreferences.kind, recipient.kind),
          ),
        );
      if (choice?.inApp ?? true)
        await tx.insert(notifications).values({
          id: randomUUID(),
          userId: user.id,
          kind: recipient.kind,
          caseId: event.caseId,
          reference: event.reference,
        });
      if (choice?.email ?? true)
        await this.mailer.send(
          notificationMail({
            to: user.email,
            firstName: user.firstName,
            locale: user.locale,
            kind: recipient.kind,
            reference: event.reference,
            status: event.to ?? null,
            at: new Date(),
            link: `${this.appUrl}${HOME_OF[user.role]}`,
            profileLink: `${this.appUrl}/profile`,
          }),
          { tx },
        );
    }
  };

  /** A user's notifications, newest first, one page, with how many are unread. */
  async list(
    auth: AuthUser,
    options: { unreadOnly: boolean; page: number; limit: number },
  ): Promise<{ data: Notification[]; total: number; unread: number }> {
    const mine = eq(notifications.userId, auth.userId);
    const unreadOnes = and(mine, isNull(notifications.readAt));
    const where = options.unreadOnly ? unreadOnes : mine;
    const { db } = this.database;
    const [rows, [total], [unread]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      db.select({ n: count() }).from(notifications).where(where),
      db.select({ n: count() }).from(notifications).where(unreadOnes),
    ]);
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
      total: Number(total?.n ?? 0),
      unread: Number(unread?.n ?? 0),
    };
  }

  /** Marks the given notifications (or all) of the user read; answers how many stay unread. */
  async markRead(auth: AuthUser, ids: string[] | 'all'): Promise<number> {
    const mine = and(eq(notifications.userId, auth.userId), isNull(notifications.readAt));
    const target = ids === 'all' ? mine : and(mine, inArray(notifications.id, ids));
    if (ids === 'all' || ids.length > 0)
      await this.database.db.update(notifications).set({ readAt: new Date() }).where(target);
    const [left] = await this.database.db.select({ n: count() }).from(notifications).where(mine);
    return Number(left?.n ?? 0);
  }

  /** Every kind the user's role receives, with the user's choice (on when never set). */
  async preferences(userId: string, role: Role): Promise<NotificationPreference[]> {
    const kinds = NOTIFICATION_KINDS_BY_ROLE[role];
    const rows = await this.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
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
        for (const change of changes)
          await tx
            .insert(notificationPreferences)
            .values({ userId, ...change })
            .onConflictDoUpdate({
              target: [notificationPreferences.userId, notificationPreferences.kind],
              set: { email: change.email, inApp: change.inApp },
            });
      });
    return this.preferences(userId, role);
  }
}
