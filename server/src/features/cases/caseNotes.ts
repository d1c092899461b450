import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { CaseNote } from 'shared-contract/schemas';
import type { Database } from '../../db/client';
import { caseNotes, cases, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import { isFirmOnCase } from './caseAccessRules';
import { personOf, type CaseEvents } from './caseEvents';

/** The firm's private notes on a case; each is also a private timeline event. */
export class CaseNotes {
  constructor(
    private readonly database: Database,
    private readonly events: CaseEvents,
  ) {}

  /** Adds a note by the case's assigned lawyer or an admin, checked on the locked case row. */
  async add(caseId: string, author: AuthUser, text: string): Promise<CaseNote> {
    const id = randomUUID();
    await this.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('share');
      if (!row) throw notFound('case.notFound');
      if (!isFirmOnCase(author, row)) throw forbidden('notes.refused');
      await tx.insert(caseNotes).values({
        id,
        caseId,
        authorId: author.userId,
        authorEmail: author.email,
        authorRole: author.role,
        text,
      });
      await this.events.record(tx, {
        caseId,
        reference: row.reference,
        action: 'note_added',
        actor: author,
        noteId: id,
        private: true,
      });
    });
    const { notes } = await this.list(caseId, { page: 1, limit: 1 });
    return notes[0] as CaseNote;
  }

  /** A case's notes, newest first, one page. */
  async list(
    caseId: string,
    paging: { page: number; limit: number },
  ): Promise<{ notes: CaseNote[]; total: number }> {
    const where = eq(caseNotes.caseId, caseId);
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select({
          note: caseNotes,
          user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        })
        .from(caseNotes)
        .leftJoin(users, eq(users.id, caseNotes.authorId))
        .where(where)
        .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      this.database.db.select({ n: count() }).from(caseNotes).where(where),
    ]);
    return {
      notes: rows.map(({ note, user }) => ({
        id: note.id,
        caseId: note.caseId,
        text: note.text,
        author: personOf(user?.id ? user : null, note.authorEmail, note.authorRole),
        createdAt: note.createdAt.toISOString(),
      })),
      total: Number(counted?.n ?? 0),
    };
  }
}
