import type { FieldProblem } from './fieldProblem';

/** The default upload limit in MiB (the server's MAX_UPLOAD_MB starts from it). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The upload limit as its refusal says it: whole MiB, as text (written as is, never grouped). */
export function uploadLimitMegabytes(maxBytes: number = MAX_UPLOAD_BYTES): string {
  return String(Math.round(maxBytes / (1024 * 1024)));
}

/** The text for a file over the limit, the same in the browser and in the server's 413. */
export function fileTooLargeMessage(maxBytes: number = MAX_UPLOAD_BYTES): string {
  return `File too large. The maximum size is ${uploadLimitMegabytes(maxBytes)} MB.`;
}

/** The problem of a chosen file over the limit, on the `file` field, or null (none, or small enough). */
export function uploadSizeProblem(
  file: { size: number } | null | undefined,
  maxBytes: number = MAX_UPLOAD_BYTES,
): FieldProblem<'file'> | null {
  return file && file.size > maxBytes
    ? {
        field: 'file',
        code: 'file.tooLarge',
        values: { megabytes: uploadLimitMegabytes(maxBytes) },
        message: fileTooLargeMessage(maxBytes),
      }
    : null;
}
