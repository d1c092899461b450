import type { FastifyRequest } from 'fastify';
import { validateCaseSubmit } from 'shared-contract';
import { MAX_SUMMARY_LENGTH } from 'shared-contract/schemas';
import type { CaseRow } from '../../db/schema';
import { ApiError, badRequest, ruleRefusal } from '../../lib/apiError';
import { discardOnFailure, type FileStore, type StagedFile } from '../../files/fileStore';
import { readMultipartForm, type MultipartForm } from '../../files/multipartForm';

export const CASE_FORM_FIELDS = ['caseType', 'caseSubtype', 'summary'] as const;
type CaseFormField = (typeof CASE_FORM_FIELDS)[number];

export type CaseForm = MultipartForm<CaseFormField>;

/** Reads a multipart case form: its three text fields and its one optional file. */
export function readCaseForm(request: FastifyRequest, files: FileStore): Promise<CaseForm> {
  return readMultipartForm(request, files, {
    fields: CASE_FORM_FIELDS,
    tooLong: (field) => new ApiError(413, 'request.fieldTooLong', { values: { field }, field }),
  });
}

/** The text fields of a case body, multipart (with its file) or JSON (without). */
export async function readCaseBody(request: FastifyRequest, files: FileStore): Promise<CaseForm> {
  if (request.isMultipart()) return readCaseForm(request, files);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('request.jsonOrMultipart');
  const fields: CaseForm['fields'] = {};
  for (const name of CASE_FORM_FIELDS) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      throw badRequest('request.fieldNotText', { values: { field: name }, field: name });
    fields[name] = value;
  }
  return { fields, file: null };
}

export interface CaseFields {
  caseType: string;
  caseSubtype: string;
  summary: string;
}

function checkSummaryLength(summary: string): void {
  if (summary.length > MAX_SUMMARY_LENGTH)
    throw badRequest('case.summaryTooLong', {
      values: { max: String(MAX_SUMMARY_LENGTH) },
      field: 'summary',
    });
}

/**
 * A new case's fields and file, checked in order (type, subtype, summary, file); 400 with the
 * first problem.
 */
function checkCaseSubmission(form: CaseForm): CaseFields & { file: StagedFile } {
  const summary = form.fields.summary?.trim() ?? '';
  const problem = validateCaseSubmit({ ...form.fields, summary, file: form.file });
  if (problem) throw ruleRefusal(problem);
  checkSummaryLength(summary);
  return {
    caseType: form.fields.caseType as string,
    caseSubtype: form.fields.caseSubtype as string,
    summary,
    file: form.file as StagedFile,
  };
}

/** An edit's fields over the stored ones, checked as a submission whose file is kept. */
function checkCaseEdit(form: CaseForm, existing: CaseRow): CaseFields {
  const merged = {
    caseType: form.fields.caseType ?? existing.caseType,
    caseSubtype: form.fields.caseSubtype ?? existing.caseSubtype,
    summary: (form.fields.summary ?? existing.summary).trim(),
  };
  const problem = validateCaseSubmit({ ...merged, file: true });
  if (problem) throw ruleRefusal(problem);
  checkSummaryLength(merged.summary);
  return merged;
}

/** A new case as checked: its fields and its staged file, which the caller commits or discards. */
export type CaseSubmission = CaseFields & { file: StagedFile };

/** An edit as checked: the fields to write and, when one came, the new staged file. */
export interface CaseEdit {
  fields: CaseFields;
  file: StagedFile | null;
}

/** Reads a new case's form and checks it (400 with the first problem, nothing left staged). */
export async function readCaseSubmission(
  request: FastifyRequest,
  files: FileStore,
): Promise<CaseSubmission> {
  const form = await readCaseBody(request, files);
  return discardOnFailure(files, form.file, () => checkCaseSubmission(form));
}

/** Reads an edit of `existing` and checks it over the stored fields (400, nothing left staged). */
export async function readCaseEdit(
  request: FastifyRequest,
  files: FileStore,
  existing: CaseRow,
): Promise<CaseEdit> {
  const form = await readCaseBody(request, files);
  return discardOnFailure(files, form.file, () => ({
    fields: checkCaseEdit(form, existing),
    file: form.file,
  }));
}
