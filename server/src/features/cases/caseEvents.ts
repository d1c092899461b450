import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseEventAction } from 'shared-contract';
import type { CaseEvent, Person } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import { caseEvents, caseNotes, users, type Role } from '../../db/schema';
import { sanitizeFileName } from '../../lib/fileName';
import type { AuthUser } from '../../lib/jwt';

/** One change of a case, as the code that makes it describes it. */
export interface NewCaseEvent {
  caseId: string;
  reference: string;
  action: CaseEventAction;
  actor: AuthUser;
  from?: string | null;
  to?: string | null;
  /** assigned / reassigned: the lawyer's e-mail. */
  targetEmail?: string | null;
  document?: { id: string; fileName: string } | null;
  noteId?: string | null;
  private?: boolean;
}

/** Told of every recorded event inside its transaction (the notifications). */
export type CaseEventListener = (tx: Tx, event: NewCaseEvent) => Promise<void>;

export interface AuditFilter {
  actor?: string;
  action?: CaseEventAction;
  from?: Date;
  to?: Date;
  caseId?: string;
}

const actorUser = alias(users, 'actor_user');
const targetUser = alias(users, 'target_user');

const nameOf = (
  user: { firstName: string | null; lastName: string | null } | null,
  email: string,
) => (user?.firstName ? `${user.firstName} ${user.lastName ?? ''}`.trim() : email);

/** A user row (or none: the account is gone) as the timeline names a person. */
export function personOf(
  user: { id: string | null; firstName: string | null; lastName: string | null } | null,
  email: string,
  role: Role,
): Person {
  return { userId: user?.id ?? null, name: nameOf(user, email), email, role };
}

/**
 * The case timeline (table case_events): `record` appends one event inside the transaction of
 * the change it describes; reads name the people from `users` as they are now.
 */
export class CaseEvents {
  private readonly listeners: CaseEventListener[] = [];

  constructor(private readonly database: Database) {}

  /** Runs `listener` for every event, inside the event's transaction. */
  listen(listener: CaseEventListener): void {
    this.listeners.push(listener);
  }

  async record(tx: Tx, event: NewCaseEvent): Promise<void> {
    await tx.insert(caseEvents).values({
      id: randomUUID(),
      caseId: event.caseId,
      reference: event.reference,
      action: event.action,
      actorId: event.actor.userId,
      actorEmail: event.actor.email,
      actorRole: event.actor.role,
      fromValue: event.from ?? null,
      toValue: event.to ?? null,
      targetEmail: event.targetEmail ?? null,
      documentId: event.document?.id ?? null,
      documentName: event.document?.fileName ?? null,
      noteId: event.noteId ?? null,
      private: event.private ?? false,
    });
    for (const listener of this.listeners) await listener(tx, event);
  }

  /** The person with this e-mail (the assigned lawyer), named as now; the e-mail if gone. */
  async person(email: string): Promise<Person> {
    const [user] = await this.database.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return personOf(user ?? null, email, user?.role ?? 'adminStaff');
  }

  /** A case's events, oldest first; without `withPrivate` the firm's private ones are left out. */
  async forCase(
    caseId: string,
    withPrivate: boolean,
    paging: { page: number; limit: number },
  ): Promise<{ events: CaseEvent[]; total: number }> {
    const where = withPrivate
      ? eq(caseEvents.caseId, caseId)
      : and(eq(caseEvents.caseId, caseId), eq(caseEvents.private, false));
    const [events, [counted]] = await Promise.all([
      this.select(where, asc(caseEvents.seq), paging),
      this.database.db.select({ n: count() }).from(caseEvents).where(where),
    ]);
    return { events, total: Number(counted?.n ?? 0) };
  }

  /** Every case's events, newest first, filtered (the admin's audit view). */
  async audit(
    filter: AuditFilter,
    paging: { page: number; limit: number },
  ): Promise<{ events: CaseEvent[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.actor) conditions.push(eq(caseEvents.actorEmail, filter.actor));
    if (filter.action) conditions.push(eq(caseEvents.action, filter.action));
    if (filter.from) conditions.push(gte(caseEvents.createdAt, filter.from));
    if (filter.to) conditions.push(lt(caseEvents.createdAt, filter.to));
    if (filter.caseId) conditions.push(eq(caseEvents.caseId, filter.caseId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [events, [counted]] = await Promise.all([
      this.select(where, desc(caseEvents.seq), paging),
      this.database.db.select({ n: count() }).from(caseEvents).where(where),
    ]);
    return { events, total: Number(counted?.n ?? 0) };
  }

  private async select(
    where: SQL | undefined,
    order: SQL,
    paging: { page: number; limit: number },
  ): Promise<CaseEvent[]> {
    const rows = await this.database.db
      .select({
        event: caseEvents,
        actor: {
          id: actorUser.id,
          firstName: actorUser.firstName,
          lastName: actorUser.lastName,
        },
        target: {
          id: targetUser.id,
          firstName: targetUser.firstName,
          lastName: targetUser.lastName,
          role: targetUser.role,
        },
        note: caseNotes.text,
      })
      .from(caseEvents)
      .leftJoin(actorUser, eq(actorUser.id, caseEvents.actorId))
      .leftJoin(targetUser, eq(targetUser.email, caseEvents.targetEmail))
      .leftJoin(caseNotes, eq(caseNotes.id, caseEvents.noteId))
      .where(where)
      .orderBy(order)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit);
    return rows.map(({ event, actor, target, note }) => ({
      id: event.id,
      caseId: event.caseId,
      reference: event.reference,
      action: event.action as CaseEventAction,
      at: event.createdAt.toISOString(),
      actor: personOf(actor?.id ? actor : null, event.actorEmail, event.actorRole),
      from: event.fromValue,
      to: event.toValue,
      target: event.targetEmail
        ? personOf(target?.id ? target : null, event.targetEmail, target?.role ?? 'adminStaff')
        : null,
      document:
        event.documentId && event.documentName
          ? { id: event.documentId, fileName: sanitizeFileName(event.documentName) }
          : null,
      note: event.private ? (note ?? null) : null,
      private: event.private,
    }));
  }
}
