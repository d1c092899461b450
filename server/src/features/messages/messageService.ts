import { randomUUID } from 'node:crypto';
import type { ThreadSummary } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { notFound } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import { discardOnFailure, type FileStore } from '../../files/fileStore';
import { fileRows } from '../../files/fileRows';
import type { CaseEvents } from '../cases/caseEvents';
import type { CheckedMessage } from './messageForm';
import {
  claimReminder,
  dueReminders,
  insertMessage,
  lockCaseWithAttachments,
  markReadUpTo,
  messageById,
  nextMessageSeq,
  shareCaseRow,
  threadOf,
  threadSummaries,
  unreadCounts,
  type DueReminder,
  type MessageRecord,
} from './messageQueries';

/**
 * Case messages: the threads, their read state, their attachments (their own FileStore, apart
 * from case files) and the unread-message reminders. A staged attachment handed to `post` is the
 * service's: committed with its row or discarded. The SQL is messageQueries'.
 */
export class MessageService {
  private readonly attachmentRows: ReturnType<typeof fileRows>;

  constructor(
    private readonly database: Database,
    readonly attachments: FileStore,
    private readonly events: CaseEvents,
  ) {
    this.attachmentRows = fileRows(database.db, messages);
  }

  /** The file sweep's question: which of these attachment keys a message holds. */
  referencedAttachments(keys: string[]) {
    return this.attachmentRows.referenced(keys);
  }

  /** The name and type an attachment was uploaded with. */
  findAttachment(key: string) {
    return this.attachmentRows.find(key);
  }

  /**
   * In the transaction that deletes a case: locks the case row, so no message is added before the
   * commit (`post` waits for it, then answers 404), and answers the attachment keys of its
   * messages, whose files go once the delete has committed (`removeAttachments`).
   */
  lockCaseForDelete(tx: Tx, caseId: string): Promise<string[]> {
    return lockCaseWithAttachments(tx, caseId);
  }

  removeAttachments(keys: string[]): Promise<void>[] {
    return keys.map((key) => this.attachments.remove(key));
  }

  /** The messages of a case, oldest first, and marks them read for the caller. */
  async readThread(caseId: string, reader: AuthUser): Promise<MessageRecord[]> {
    const thread = await threadOf(this.database.db, caseId);
    const lastSeq = thread.at(-1)?.seq ?? 0;
    if (lastSeq > 0) await markReadUpTo(this.database.db, reader.userId, caseId, lastSeq);
    return thread;
  }

  /**
   * Appends a message: numbers it inside the transaction that bumps the thread counter (the
   * counter row's lock orders concurrent writers), marks the thread read for its author, records
   * the case event, and moves the attachment in place before the commit. A failed write discards
   * the staged attachment. `within` runs in the same transaction, after the message's own event
   * (what else the message records: a request for another date's time).
   */
  async post(
    caseId: string,
    author: AuthUser,
    message: CheckedMessage,
    within?: (tx: Tx, reference: string) => Promise<void>,
  ): Promise<MessageRecord> {
    const { text, file } = message;
    return discardOnFailure(this.attachments, file, async () => {
      const id = randomUUID();
      const now = new Date();
      await this.database.db.transaction(async (tx) => {
        // A delete of the case holds its row (lockCaseForDelete): wait for it, then find it gone.
        const live = await shareCaseRow(tx, caseId);
        if (!live) throw notFound('case.notFound');
        const seq = await nextMessageSeq(tx, caseId, now);
        await insertMessage(tx, {
          id,
          caseId,
          seq,
          authorId: author.userId,
          authorEmail: author.email,
          authorRole: author.role,
          text,
          fileKey: file?.key ?? null,
          fileName: file?.name ?? null,
          fileMime: file?.mime ?? null,
          fileSize: file?.size ?? null,
          createdAt: now,
        });
        await markReadUpTo(tx, author.userId, caseId, seq);
        await this.events.record(tx, {
          caseId,
          reference: live.reference,
          action: 'message_posted',
          actor: author,
        });
        if (within) await within(tx, live.reference);
        if (file) await this.attachments.commit(file);
      });
      const posted = await messageById(this.database.db, id);
      if (!posted) throw new Error('a posted message was not found');
      return posted;
    });
  }

  /**
   * The caller's threads, newest activity first: a client's own cases, a lawyer's assigned cases
   * (with or without messages, so a conversation can start), an admin's cases with messages.
   */
  listThreads(auth: AuthUser): Promise<ThreadSummary[]> {
    return threadSummaries(this.database.db, auth);
  }

  /** Unread counts of the caller, total and per case (cases with none are left out). */
  unreadCounts(auth: AuthUser): Promise<{ total: number; byCase: Record<string, number> }> {
    return unreadCounts(this.database.db, auth);
  }

  /**
   * One pass of the reminder scan: each due participant's reminder is claimed and put on the mail
   * queue in one transaction, so two processes never queue it twice and a crash loses none (the
   * queue retries delivery). Answers how many were queued.
   */
  async queueDueReminders(options: {
    /**
     * Tells the participant inside the claiming transaction (their mail, or the SMS of a client
     * who chose the phone); `link` opens the thread.
     */
    remind: (reminder: DueReminder, link: string, tx: Tx) => Promise<void>;
    appUrl: string;
    reminderMs: number;
    now?: Date;
  }): Promise<number> {
    const now = options.now ?? new Date();
    const due = await dueReminders(this.database.db, new Date(now.getTime() - options.reminderMs));
    let queued = 0;
    for (const item of due) {
      const link = `${options.appUrl}/messages/${item.caseId}`;
      const claimed = await this.database.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, item))) return false;
        await options.remind(item, link, tx);
        return true;
      });
      if (claimed) queued++;
    }
    return queued;
  }
}
