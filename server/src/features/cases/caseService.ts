import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_CASE_DOCUMENTS,
  isCaseLocked,
  type CaseEventAction,
  type ErrorCode,
  INITIAL_CASE_FLAG,
  INITIAL_CASE_STATUS,
  sameCaseStatus,
} from 'shared-contract';
import type { Database, Tx } from '../../db/client';
import { caseDocuments } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import { isClosedCase } from './caseAccessRules';
import type { CaseEdit, CaseSubmission } from './caseForm';
import { CACHED_PAGE_SIZES, CaseListCache, SEARCH_CACHE_BYTES } from './caseListCache';
import { discardOnFailure, type FileStore, type StagedFile } from '../../files/fileStore';
import { clearOnNotify } from '../../db/cacheListener';
import {
  CASES_CHANGED_CHANNEL,
  announceCaseChange,
  countByStatus,
  countScope,
  deleteCase,
  documentKeysOf,
  insertCase,
  lockCase,
  lockCases,
  nextReference,
  selectByReference,
  selectCase,
  selectCases,
  updateCase,
  updateCases,
  type CaseRow,
  type CaseScope,
  type Paging,
} from './caseQueries';
import {
  countDocuments,
  deleteDocument,
  deleteDocumentByFileKey,
  insertDocument,
  listDocuments,
  mirrorFirstDocument,
} from './documentQueries';
import type { CaseEvents, NewCaseEvent } from './caseEvents';
import { fileRows } from '../../files/fileRows';
import type { MessageService } from '../messages/messageService';

export type { CaseRow, CaseScope, Paging };

export interface CaseList {
  rows: CaseRow[];
  /** Only for paged lists. */
  total: number | null;
}

/** The three columns the admin's Actions modal sets: one at a time, any value from any other. */
export type AdminFields = Partial<Pick<CaseRow, 'doneFlag' | 'status' | 'assignedTo'>>;

/** An event of `row` by `actor`, to complete with its details. */
function eventOf(row: CaseRow, actor: AuthUser, action: CaseEventAction): NewCaseEvent {
  return { caseId: row.id, reference: row.reference, action, actor };
}

/** The timeline events of an admin action: one per value that changed. */
function adminFieldEvents(before: CaseRow, after: CaseRow, actor: AuthUser): NewCaseEvent[] {
  const events: NewCaseEvent[] = [];
  if (before.doneFlag !== after.doneFlag)
    events.push({
      ...eventOf(after, actor, 'flag_changed'),
      from: before.doneFlag,
      to: after.doneFlag,
    });
  if (!sameCaseStatus(before.status, after.status))
    events.push({
      ...eventOf(after, actor, 'status_changed'),
      from: before.status,
      to: after.status,
    });
  if (before.assignedTo !== after.assignedTo && after.assignedTo)
    events.push({
      ...eventOf(after, actor, before.assignedTo ? 'reassigned' : 'assigned'),
      from: before.assignedTo,
      to: after.assignedTo,
      targetEmail: after.assignedTo,
    });
  return events;
}

/**
 * The fields to write, without a status that names the one the case already has (a new case's
 * `pending` set to `Pending`): the stored word stays, and no event says it changed.
 */
function keptStatus(fields: AdminFields, current: string): AdminFields {
  if (fields.status === undefined || !sameCaseStatus(fields.status, current)) return fields;
  const rest = { ...fields };
  delete rest.status;
  return rest;
}

/** A client edits or deletes their case only until a lawyer is assigned to it (409). */
export function refuseIfLocked(row: CaseRow, actor: AuthUser): void {
  if (actor.role !== 'admin' && isCaseLocked(row)) throw new ApiError(409, 'case.locked');
}

/** The case row, locked for the rest of the transaction; 404 when it is gone. */
async function lockedCase(tx: Tx, id: string): Promise<CaseRow> {
  const row = await lockCase(tx, id);
  if (!row) throw notFound('case.notFound');
  return row;
}

/**
 * A case's life and its rules: who may change what and when, the timeline event of every change,
 * the case's files and the case-list cache; the SQL is caseQueries'. Every write runs in a
 * transaction that tells other processes sharing a PostgreSQL database (NOTIFY) and, after the
 * commit, drops this process's cached lists; a staged file handed to `submit` or `edit` is the
 * service's: moved in place inside the transaction, or discarded.
 */
export class CaseService {
  private readonly cache: CaseListCache;
  /** The searched lists' pages and totals (caseSearch), with owner and lawyer names. */
  readonly searchCache: CaseListCache;
  private readonly fileRows: ReturnType<typeof fileRows>;

  constructor(
    private readonly database: Database,
    private readonly files: FileStore,
    private readonly messages: MessageService,
    private readonly events: CaseEvents,
    cacheLists: boolean,
  ) {
    this.cache = new CaseListCache(cacheLists);
    this.searchCache = new CaseListCache(cacheLists, SEARCH_CACHE_BYTES);
    this.fileRows = fileRows(database.db, caseDocuments);
  }

  /** The case-list cache's hits and misses (the metrics read them). */
  get listCacheCounts(): { hits: number; misses: number } {
    return this.cache.counts;
  }

  /**
   * Start-up: other processes sharing a PostgreSQL database clear our cached lists when they
   * write a case; without a working listener the caches are off. Migration 0010's triggers also
   * announce changes made outside this service (a renamed owner or lawyer, plain SQL), which
   * the searched pages show: on PGlite too, the search cache listens.
   */
  async open(log: FastifyBaseLogger) {
    if (!this.cache.isEnabled) return;
    const postgres = this.database.driver === 'postgres';
    await clearOnNotify(
      this.database,
      CASES_CHANGED_CHANNEL,
      {
        clear: () => {
          if (postgres) this.cache.invalidate();
          this.searchCache.invalidate();
        },
        disable: () => {
          this.cache.disable();
          this.searchCache.disable();
        },
      },
      log,
      'lost the case-change listener; case-list and search caches disabled',
    );
  }

  /** The file sweep's question (files/sweep): which of these case-file keys a document holds. */
  referencedFiles(keys: string[]) {
    return this.fileRows.referenced(keys);
  }

  /**
   * A list of cases, newest first (created_at desc, id desc: each scope has a matching index).
   * Paged lists come with the total; unpaged lists and pages of the apps' sizes are served from
   * the list cache (bounded by bytes) until a case changes.
   */
  async list(scope: CaseScope, paging: Paging | null): Promise<CaseList> {
    const load = async (): Promise<CaseList> => {
      const rows = await selectCases(this.database.db, scope, paging);
      if (!paging) return { rows, total: null };
      // A short first page is its own total; otherwise the trigger-kept counter of the scope.
      const total =
        paging.page === 1 && rows.length < paging.limit ? rows.length : await this.count(scope);
      return { rows, total };
    };
    // Other page sizes go to the database: cut into every size, the same rows would fill the cache.
    if (paging && !CACHED_PAGE_SIZES.includes(paging.limit)) return load();
    return this.cache.get(JSON.stringify([scope, paging]), load);
  }

  /** The case with this exact reference (normalised) within a scope, as a list. */
  async findByReference(scope: CaseScope, reference: string | null): Promise<CaseRow[]> {
    if (!reference) return [];
    return selectByReference(this.database.db, scope, reference);
  }

  /** The number of cases in a scope, from the counters the triggers of migration 0002 keep exact. */
  count(scope: CaseScope): Promise<number> {
    return countScope(this.database.db, scope);
  }

  /** Case counts by status, compared case-insensitively. */
  stats(): Promise<{ total: number; received: number; pending: number; completed: number }> {
    return countByStatus(this.database.db);
  }

  find(id: string): Promise<CaseRow | undefined> {
    return selectCase(this.database.db, id);
  }

  /** The name and type a case file was uploaded with. */
  findFile(key: string) {
    return this.fileRows.find(key);
  }

  /** A client's new case, as its form was read and checked, with its file. */
  async submit(owner: AuthUser, submitted: CaseSubmission): Promise<CaseRow> {
    return discardOnFailure(this.files, submitted.file, async () => {
      const now = new Date();
      return this.write(async (tx) => {
        const row = await insertCase(tx, {
          id: randomUUID(),
          reference: await nextReference(tx, now),
          userId: owner.userId,
          ownerEmail: owner.email,
          caseType: submitted.caseType,
          caseSubtype: submitted.caseSubtype,
          summary: submitted.summary,
          fileKey: submitted.file.key,
          fileName: submitted.file.name,
          fileMime: submitted.file.mime,
          fileSize: submitted.file.size,
          status: INITIAL_CASE_STATUS,
          doneFlag: INITIAL_CASE_FLAG,
          assignedTo: null,
          createdAt: now,
          updatedAt: now,
        });
        const document = await insertDocument(tx, row.id, owner, submitted.file, now);
        await this.events.record(tx, { ...eventOf(row, owner, 'submitted'), document });
        // The file takes its place inside the transaction: no row without its file, and a
        // crash before the commit leaves a file the start-up sweep removes.
        await this.files.commit(submitted.file);
        return row;
      });
    });
  }

  /**
   * The owner's edit of a case, as read and checked: its fields, and a new file that replaces the
   * old one as the case's first document.
   */
  async edit(existing: CaseRow, edit: CaseEdit, actor: AuthUser): Promise<CaseRow> {
    const { file } = edit;
    const row = await discardOnFailure(this.files, file, () =>
      this.write(async (tx) => {
        refuseIfLocked(await lockedCase(tx, existing.id), actor);
        const updated = await updateCase(
          tx,
          existing.id,
          {
            ...edit.fields,
            ...(file
              ? { fileKey: file.key, fileName: file.name, fileMime: file.mime, fileSize: file.size }
              : {}),
            updatedAt: new Date(),
          },
          existing.userId,
        );
        if (!updated) throw notFound('case.notFound');
        await this.events.record(tx, eventOf(updated, actor, 'edited'));
        if (file) {
          await this.replaceFirstDocument(tx, existing, actor, file);
          await this.files.commit(file);
        }
        return updated;
      }),
    );
    // The replaced file goes only once the new one is committed.
    if (file && existing.fileKey && existing.fileKey !== file.key)
      await this.files.remove(existing.fileKey);
    return row;
  }

  /**
   * Deletes a case with its messages; false when it was already gone. The files (the case's and
   * its attachments) go once the delete has committed, so a rolled-back delete keeps them; one
   * that cannot be removed now is left to the start-up sweep.
   */
  async delete(id: string, actor: AuthUser, log: FastifyBaseLogger): Promise<boolean> {
    const deleted = await this.write(async (tx) => {
      const attachments = await this.messages.lockCaseForDelete(tx, id);
      const locked = await selectCase(tx, id);
      if (locked) refuseIfLocked(locked, actor);
      const documentKeys = await documentKeysOf(tx, id);
      const row = await deleteCase(tx, id);
      if (!row) return null;
      await this.events.record(tx, eventOf(row, actor, 'deleted'));
      const fileKeys = new Set([row.fileKey, ...documentKeys]);
      return { fileKeys: [...fileKeys], attachments };
    });
    if (!deleted) return false;
    const removed = await Promise.allSettled([
      ...deleted.fileKeys.map((key) => this.files.remove(key)),
      ...this.messages.removeAttachments(deleted.attachments),
    ]);
    for (const result of removed)
      if (result.status === 'rejected')
        log.warn({ err: result.reason }, 'file of a deleted case not removed');
    return true;
  }

  /**
   * Sets the flag, the status or the assignee (admin; the status also the assigned lawyer);
   * 404 for an unknown case. Each value that changes is a timeline event; a value set again
   * to what it was is none.
   */
  async setAdminFields(
    id: string,
    fields: AdminFields,
    actor: AuthUser,
    guard: (before: CaseRow) => void = () => undefined,
  ): Promise<CaseRow> {
    return this.write(async (tx) => {
      const before = await lockedCase(tx, id);
      guard(before);
      const after = (await updateCase(tx, id, {
        ...keptStatus(fields, before.status),
        updatedAt: new Date(),
      })) as CaseRow;
      for (const event of adminFieldEvents(before, after, actor))
        await this.events.record(tx, event);
      return after;
    });
  }

  /**
   * One change for several cases (the bulk actions of the admin table), all or nothing: the rows
   * are locked in id order (two bulks never deadlock), an unknown id or a case `allowed` refuses
   * rolls every case back. One timeline event per value that changed, as setAdminFields writes.
   */
  async setAdminFieldsMany(
    ids: readonly string[],
    fields: AdminFields,
    actor: AuthUser,
    allowed: (row: CaseRow) => boolean,
    refusal: ErrorCode,
  ): Promise<CaseRow[]> {
    const sorted = [...new Set(ids)].sort();
    return this.write(async (tx) => {
      const before = await lockCases(tx, sorted);
      const missing = sorted.length - before.length;
      if (missing > 0)
        throw notFound('caseBulk.notFound', {
          values: { missing: String(missing), total: String(sorted.length) },
        });
      const refused = before.find((row) => !allowed(row));
      if (refused) throw forbidden(refusal, { values: { reference: refused.reference } });
      // A case already in the status set keeps its stored word (and gets no event for it).
      const after = await updateCases(tx, sorted, { ...fields, updatedAt: new Date() });
      const changed = new Map(after.map((row) => [row.id, row]));
      for (const row of before)
        for (const event of adminFieldEvents(row, changed.get(row.id)!, actor))
          await this.events.record(tx, event);
      return ids.map((id) => changed.get(id)!);
    });
  }

  /** The edit's new file takes the place of the case's first document (or becomes it). */
  private async replaceFirstDocument(
    tx: Tx,
    existing: CaseRow,
    actor: AuthUser,
    file: StagedFile,
  ): Promise<void> {
    const old = existing.fileKey ? await deleteDocumentByFileKey(tx, existing.fileKey) : undefined;
    if (old)
      await this.events.record(tx, {
        ...eventOf(existing, actor, 'document_removed'),
        document: { id: old.id, fileName: old.fileName },
      });
    const document = await insertDocument(tx, existing.id, actor, file, old?.createdAt);
    await this.events.record(tx, { ...eventOf(existing, actor, 'document_added'), document });
  }

  /** A case's documents, oldest first, with their uploaders. */
  documents(caseId: string) {
    return listDocuments(this.database.db, caseId);
  }

  /**
   * Adds a document to a case (anyone who may see it): refused on a closed case or past
   * MAX_CASE_DOCUMENTS; the case row is locked so concurrent adds count right. `alongside` runs
   * in the same transaction once the document is in (a document request it answers is marked
   * done); its refusal takes the document back and discards the file.
   */
  async addDocument(
    existing: CaseRow,
    actor: AuthUser,
    file: StagedFile,
    alongside?: (tx: Tx, row: CaseRow, document: { id: string; fileName: string }) => Promise<void>,
  ) {
    return discardOnFailure(this.files, file, () =>
      this.write(async (tx) => {
        const row = await lockedCase(tx, existing.id);
        if (isClosedCase(row)) throw new ApiError(409, 'case.closedDocuments');
        if ((await countDocuments(tx, row.id)) >= MAX_CASE_DOCUMENTS)
          throw new ApiError(409, 'document.tooMany', {
            values: { max: String(MAX_CASE_DOCUMENTS) },
          });
        const document = await insertDocument(tx, row.id, actor, file);
        await mirrorFirstDocument(tx, row);
        await this.events.record(tx, { ...eventOf(row, actor, 'document_added'), document });
        if (alongside) await alongside(tx, row, document);
        await this.files.commit(file);
        return document.id;
      }),
    );
  }

  /**
   * Removes a document: only its uploader, while the case is open, never its last one. The
   * case's `file` moves to the next document; the stored file goes after the commit.
   */
  async removeDocument(existing: CaseRow, documentId: string, actor: AuthUser): Promise<void> {
    const removed = await this.write(async (tx) => {
      const row = await lockedCase(tx, existing.id);
      const [document] = (await listDocuments(tx, row.id)).filter(
        (entry) => entry.row.id === documentId,
      );
      if (!document) throw notFound('document.notFound');
      if (document.row.uploadedBy !== actor.userId) throw forbidden('document.notYours');
      if (isClosedCase(row)) throw new ApiError(409, 'case.closedDocuments');
      if ((await countDocuments(tx, row.id)) <= 1) throw new ApiError(409, 'document.last');
      const gone = await deleteDocument(tx, row.id, documentId);
      if (!gone) throw notFound('document.notFound');
      await mirrorFirstDocument(tx, row);
      await this.events.record(tx, {
        ...eventOf(row, actor, 'document_removed'),
        document: { id: gone.id, fileName: gone.fileName },
      });
      return gone;
    });
    await this.files.remove(removed.fileKey);
  }

  /** A case write: one transaction, a NOTIFY for other processes, then our cached lists go. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.database.db.transaction(async (tx) => {
        const result = await work(tx);
        if (this.database.driver === 'postgres') await announceCaseChange(tx);
        return result;
      });
    } finally {
      this.cache.invalidate();
      this.searchCache.invalidate();
    }
  }
}
