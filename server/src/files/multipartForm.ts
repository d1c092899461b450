import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../lib/apiError';
import { hasNoNul } from 'shared-contract/schemas';
import type { FileStore, StagedFile } from './fileStore';

export interface MultipartForm<Field extends string> {
  fields: Partial<Record<Field, string>>;
  file: StagedFile | null;
}

/**
 * Reads a multipart form: the named text fields (others are ignored; a NUL character is refused
 * as by every string schema), and at most one `file` part streamed to a staged temp file (size
 * and type checked on the way). Whatever fails, no staged file is left behind.
 */
export async function readMultipartForm<Field extends string>(
  request: FastifyRequest,
  files: FileStore,
  options: { fields: readonly Field[]; tooLong: (field: Field) => ApiError },
): Promise<MultipartForm<Field>> {
  const form: MultipartForm<Field> = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          throw badRequest('request.oneFileField', { field: 'file' });
        }
        if (!part.filename) {
          // An empty file input sends a part with no name and no bytes: no file chosen.
          part.file.resume();
          continue;
        }
        form.file = await files.stage(part.file, part.filename, () => part.file.truncated);
      } else if ((options.fields as readonly string[]).includes(part.fieldname)) {
        const field = part.fieldname as Field;
        if (part.valueTruncated) throw options.tooLong(field);
        if (typeof part.value !== 'string')
          throw badRequest('request.fieldNotText', { values: { field }, field });
        if (!hasNoNul(part.value))
          throw badRequest('request.fieldNul', { values: { field }, field });
        form.fields[field] = part.value;
      }
    }
    return form;
  } catch (error) {
    if (form.file) await files.discard(form.file);
    throw asClientError(error);
  }
}

/**
 * Busboy reports a broken form (no boundary, truncated body, bad part header) with plain errors:
 * those are the sender's mistake (400). Errors with a status, and system errors (disk), pass on.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { statusCode, syscall } = (error ?? {}) as { statusCode?: unknown; syscall?: unknown };
  if (typeof statusCode === 'number' || typeof syscall === 'string') return error;
  return badRequest('request.badMultipart');
}
