import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/apiError';
import type { FileStore } from './fileStore';
import { readMultipartForm, type MultipartForm } from './multipartForm';

export const CASE_FORM_FIELDS = ['caseType', 'caseSubtype', 'summary'] as const;
type CaseFormField = (typeof CASE_FORM_FIELDS)[number];

export type CaseForm = MultipartForm<CaseFormField>;

/** Reads a multipart case form: its three text fields and its one optional file. */
export function readCaseForm(request: FastifyRequest, files: FileStore): Promise<CaseForm> {
  return readMultipartForm(request, files, {
    fields: CASE_FORM_FIELDS,
    tooLong: (field) => new ApiError(413, `The field ${field} is too long.`),
  });
}
