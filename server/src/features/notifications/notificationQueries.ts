/**
 * The notifications feature's SQL: in-app notifications and each user's choice of them, each
 * function one statement (or one read) on the connection or transaction it is given. Who hears of
 * what is notificationService's.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { NotificationKind } from 'shared-contract';
import type { Db, Tx } from '../../db/client';
import { cases, notificationPreferences, notifications, users, type Role } from '../../db/schema';
import type { Locale } from 'shared-contract/schemas';

/** A connection or a transaction: every query here runs on either. */
type On = Db | Tx;

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Who a case belongs to and who it is assigned to. */
export async function caseParties(
  db: On,
  caseId: string,
): Promise<{ userId: string; assignedTo: string | null } | undefined> {
  const [row] = await db
    .select({ userId: cases.userId, assignedTo: cases.assignedTo })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row;
}

/** A user to notify, found by id or by e-mail. */
export async function findRecipient(
  db: On,
  who: { userId?: string; email?: string },
): Promise<
  | {
      id: string;
      email: string;
      firstName: string;
      role: Role;
      locale: Locale;
      phoneNumber: string;
      preferredContact: string;
    }
  | undefined
> {
  const match: SQL | undefined = who.userId
    ? eq(users.id, who.userId)
    : who.email
      ? eq(users.email, who.email)
      : undefined;
  if (!match) return undefined;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      locale: users.locale,
      phoneNumber: users.phoneNumber,
      preferredContact: users.preferredContact,
    })
    .from(users)
    .where(match);
  return user;
}

/** The user's choice for one kind, if they ever made one. */
export async function preferenceOf(
  db: On,
  userId: string,
  kind: NotificationKind,
): Promise<PreferenceRow | undefined> {
  const [choice] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return choice;
}

/** Every choice the user has made. */
export function preferencesOf(db: On, userId: string): Promise<PreferenceRow[]> {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreference(
  db: On,
  userId: string,
  choice: { kind: NotificationKind; email: boolean; inApp: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: choice.email, inApp: choice.inApp },
    });
}

export async function insertNotification(
  db: On,
  row: { userId: string; kind: NotificationKind; caseId: string; reference: string },
): Promise<void> {
  await db.insert(notifications).values({ id: randomUUID(), ...row });
}

/** One page of a user's notifications (or only the unread ones), newest first, with counts. */
export async function pageOfNotifications(
  db: On,
  userId: string,
  options: { unreadOnly: boolean; page: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = eq(notifications.userId, userId);
  const unreadOnes = and(mine, isNull(notifications.readAt));
  const where = options.unreadOnly ? unreadOnes : mine;
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
  return { rows, total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

/** Marks the given unread notifications of the user (or all of them) read. */
export async function markNotificationsRead(
  db: On,
  userId: string,
  ids: string[] | 'all',
): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const target = ids === 'all' ? mine : and(mine, inArray(notifications.id, ids));
  await db.update(notifications).set({ readAt: new Date() }).where(target);
}

export async function countUnread(db: On, userId: string): Promise<number> {
  const [left] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(left?.n ?? 0);
}
