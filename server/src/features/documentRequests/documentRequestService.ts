import {
  MAX_DOCUMENT_REQUESTS_PER_CASE,
  dueDateProblem,
  isRequestLate,
  kigaliParts,
  type DocumentRequestState,
} from 'shared-contract';
import type { DocumentRequest } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import { ApiError, badRequest, notFound, ruleRefusal } from '../../lib/apiError';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../../lib/jwt';
import type { StagedFile } from '../../files/fileStore';
import { isClosedCase } from '../cases/caseAccessRules';
import { personOf, type CaseEvents } from '../cases/caseEvents';
import { lockCase, selectCase } from '../cases/caseQueries';
import type { CaseRow, CaseService } from '../cases/caseService';
import type { NotificationService } from '../notifications/notificationService';
import {
  claimReminder,
  closeRequest,
  countForCase,
  countOpen,
  dueReminders,
  insertRequest,
  listForCase,
  lockRequest,
  pageOfOpen,
  selectRequest,
  type DocumentRequestRecord,
  type DocumentRequestRow,
  type OpenScope,
} from './documentRequestQueries';

/** How many due reminders one scan claims at most; the next scan takes the rest. */
const REMINDERS_PER_SCAN = 100;

export interface DocumentRequestInput {
  name: string;
  dueDate?: string | null;
}

/**
 * Documents the firm asks a client for: the case's lawyer (or an admin) asks by name with an
 * optional due day, the client answers with an upload that joins the case's documents, the firm
 * may cancel an open one, and an open one whose due day has ended reminds the client once. Every
 * change writes its case event in its own transaction; the SQL is documentRequestQueries'.
 */
export class DocumentRequestService {
  constructor(
    private readonly database: Database,
    private readonly caseService: CaseService,
    private readonly events: CaseEvents,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
  ) {}

  /** A request as the API answers it; `late` is read against the server's clock. */
  toJson(record: DocumentRequestRecord): DocumentRequest {
    const { row } = record;
    return {
      id: row.id,
      caseId: row.caseId,
      reference: record.reference,
      name: row.name,
      dueDate: row.dueDate,
      late: row.state === 'open' && isRequestLate(row.dueDate, this.clock.now()),
      state: row.state as DocumentRequestState,
      documentId: row.documentId,
      requestedBy: personOf(
        record.requester?.id ? record.requester : null,
        row.requesterEmail,
        row.requesterRole,
      ),
      createdAt: row.createdAt.toISOString(),
      doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    };
  }

  /** Every request of a case (at most MAX_DOCUMENT_REQUESTS_PER_CASE): open ones first. */
  async forCase(caseId: string): Promise<DocumentRequest[]> {
    const records = await listForCase(this.database.db, caseId, MAX_DOCUMENT_REQUESTS_PER_CASE);
    return records.map((record) => this.toJson(record));
  }

  /** One request of a case, or 404. */
  async find(caseId: string, id: string): Promise<DocumentRequestRecord> {
    const record = await selectRequest(this.database.db, caseId, id);
    if (!record) throw notFound('documentRequest.notFound');
    return record;
  }

  /**
   * Asks the case's client for a document: a name (trimmed, not blank), a due day that exists
   * and has not passed in Kigali, or none. A closed case takes no more documents, so no request
   * either; a case holds at most MAX_DOCUMENT_REQUESTS_PER_CASE.
   */
  async ask(
    existing: CaseRow,
    actor: AuthUser,
    input: DocumentRequestInput,
  ): Promise<DocumentRequest> {
    const name = input.name.trim();
    if (!name) throw badRequest('documentRequest.nameRequired', { field: 'name' });
    const now = this.clock.now();
    const problem = dueDateProblem(input.dueDate, now);
    if (problem) throw ruleRefusal(problem);
    const dueDate = input.dueDate ? input.dueDate : null;
    const id = await this.database.db.transaction(async (tx) => {
      const row = await this.lockedCase(tx, existing.id);
      if (isClosedCase(row)) throw new ApiError(409, 'case.closedDocuments');
      if ((await countForCase(tx, row.id)) >= MAX_DOCUMENT_REQUESTS_PER_CASE)
        throw new ApiError(409, 'documentRequest.tooMany', {
          values: { max: String(MAX_DOCUMENT_REQUESTS_PER_CASE) },
        });
      const requestId = await insertRequest(tx, { caseId: row.id, name, dueDate, actor, at: now });
      await this.events.record(tx, {
        caseId: row.id,
        reference: row.reference,
        action: 'document_requested',
        actor,
        to: name,
      });
      return requestId;
    });
    return this.toJson(await this.find(existing.id, id));
  }

  /** The firm takes back an open request (409 once it is done or cancelled). */
  async cancel(existing: CaseRow, actor: AuthUser, requestId: string): Promise<DocumentRequest> {
    await this.database.db.transaction(async (tx) => {
      const row = await this.lockedCase(tx, existing.id);
      const request = await this.openRequest(tx, row.id, requestId);
      await closeRequest(tx, request.id, {
        state: 'cancelled',
        documentId: null,
        at: this.clock.now(),
      });
      await this.events.record(tx, {
        caseId: row.id,
        reference: row.reference,
        action: 'document_request_cancelled',
        actor,
        to: request.name,
      });
    });
    return this.toJson(await this.find(existing.id, requestId));
  }

  /**
   * The client's upload against an open request: the file joins the case's documents as any
   * added document does (same checks, its document_added event), and in that same transaction
   * the request is marked done with the document. A request no longer open refuses (409) and
   * the file is discarded.
   */
  async answer(
    existing: CaseRow,
    actor: AuthUser,
    requestId: string,
    file: StagedFile,
  ): Promise<DocumentRequest> {
    await this.caseService.addDocument(existing, actor, file, async (tx, row, document) => {
      const request = await this.openRequest(tx, row.id, requestId);
      await closeRequest(tx, request.id, {
        state: 'done',
        documentId: document.id,
        at: this.clock.now(),
      });
      await this.events.record(tx, {
        caseId: row.id,
        reference: row.reference,
        action: 'document_request_done',
        actor,
        to: request.name,
        document,
      });
    });
    return this.toJson(await this.find(existing.id, requestId));
  }

  /** 404 unless the request is on the case, 409 unless it is still open (checked before an upload). */
  async refuseUnlessOpen(caseId: string, requestId: string): Promise<void> {
    const record = await this.find(caseId, requestId);
    if (record.row.state !== 'open') throw new ApiError(409, 'documentRequest.notOpen');
  }

  /** One page of the open requests the caller answers or follows. */
  async openPage(
    auth: AuthUser,
    paging: { page: number; limit: number },
  ): Promise<{ data: DocumentRequest[]; total: number }> {
    const scope: OpenScope =
      auth.role === 'admin'
        ? { kind: 'all' }
        : auth.role === 'adminStaff'
          ? { kind: 'assignedTo', email: auth.email }
          : { kind: 'ownedBy', userId: auth.userId };
    const [records, total] = await Promise.all([
      pageOfOpen(this.database.db, scope, paging),
      countOpen(this.database.db, scope),
    ]);
    return { data: records.map((record) => this.toJson(record)), total };
  }

  /**
   * Queues the one reminder of each open request whose due day has ended in Kigali: the claim
   * (reminded_at) and the client's notice commit together, so a crash, a missed scan or a second
   * API instance neither loses nor doubles one. A closed case takes no upload, so its request is
   * claimed without a notice. Answers how many notices were queued.
   */
  async queueDueReminders(): Promise<number> {
    const now = this.clock.now();
    const today = kigaliParts(now).date;
    const due = await dueReminders(this.database.db, today, REMINDERS_PER_SCAN);
    let queued = 0;
    for (const item of due) {
      const sent = await this.database.db.transaction(async (tx) => {
        const claimed = await claimReminder(tx, item.id, today, now);
        if (!claimed) return false;
        const row = await selectCase(tx, claimed.caseId);
        if (!row || isClosedCase(row)) return false;
        await this.notifications.notify(tx, row.userId, {
          kind: 'document_reminder',
          caseId: row.id,
          reference: row.reference,
        });
        return true;
      });
      if (sent) queued++;
    }
    return queued;
  }

  private async lockedCase(tx: Tx, id: string): Promise<CaseRow> {
    const row = await lockCase(tx, id);
    if (!row) throw notFound('case.notFound');
    return row;
  }

  /** The request, locked: 404 when it is not on the case, 409 when it is no longer open. */
  private async openRequest(tx: Tx, caseId: string, id: string): Promise<DocumentRequestRow> {
    const request = await lockRequest(tx, caseId, id);
    if (!request) throw notFound('documentRequest.notFound');
    if (request.state !== 'open') throw new ApiError(409, 'documentRequest.notOpen');
    return request;
  }
}
