import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadSizeProblem } from 'shared-contract';
import { ApiError, ruleRefusal } from '../lib/apiError';
import { ALLOWED_EXTENSIONS, FileSniffer, MIME_BY_KIND } from '../lib/fileType';
import { extensionOf, sanitizeFileName } from '../lib/fileName';

/** 413 on the file: the contract's rule of an over-limit file, as the browser says it first. */
const fileTooLarge = (maxBytes: number) =>
  ruleRefusal(uploadSizeProblem({ size: maxBytes + 1 }, maxBytes)!, 413);

export interface ReceivedUpload {
  name: string;
  mime: string;
  size: number;
}

/**
 * Streams an upload into `write` (a file, a bucket) through a meter that sniffs the type and
 * counts the bytes as they pass: past `maxBytes` the stream fails at once with 413, so neither the
 * store nor memory ever holds more. At the end the name and the content must agree (else 415).
 * On any failure the caller removes whatever `write` left.
 */
export async function receiveUpload(
  stream: Readable,
  originalName: string,
  isTruncated: () => boolean,
  maxBytes: number,
  write: (body: Readable) => Promise<void>,
): Promise<ReceivedUpload> {
  const sniffer = new FileSniffer();
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sniffer.push(chunk);
      if (sniffer.size > maxBytes) done(fileTooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  const received = pipeline(stream, meter);
  const written = write(meter);
  try {
    await Promise.all([received, written]);
  } catch (error) {
    // Whichever side failed first, the other must stop too (a stalled pipe holds the request).
    meter.destroy();
    await Promise.allSettled([received, written]);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(maxBytes);
    throw error;
  }
  if (isTruncated()) throw fileTooLarge(maxBytes);
  const name = sanitizeFileName(originalName);
  const kind = sniffer.accept(extensionOf(name));
  if (!kind || !ALLOWED_EXTENSIONS.includes(extensionOf(name)))
    throw new ApiError(415, 'file.typeRefused', { field: 'file' });
  return { name, mime: MIME_BY_KIND[kind], size: sniffer.size };
}
