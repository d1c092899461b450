import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ApiError, notFound } from '../../lib/apiError';
import { attachmentDisposition } from '../../lib/fileName';
import type { DownloadSigner } from '../../lib/signedUrl';
import { isFileKey, type FileStore } from '../../services/fileStore';
import { SignedFileParams, SignedFileQuery, errorReplies } from 'shared-contract/schemas';

export const BAD_LINK_MESSAGE = 'This download link is invalid or has expired.';

/** The params, query and replies of a signed download link `…/{key}?exp=&sig=`. */
export function signedFileSchema(description: string) {
  return {
    params: SignedFileParams,
    querystring: SignedFileQuery,
    response: {
      // The bytes are streamed as they are; a schema here only documents them.
      200: Type.Unsafe({ type: 'string', format: 'binary', description }),
      ...errorReplies(400, 403, 404),
    },
  };
}

export interface SignedFileRequest {
  params: { key: string };
  query: { exp?: string; sig?: string };
}

/** What the database knows of a stored file: the name and type it was uploaded with. */
export interface StoredFileRow {
  name: string | null;
  mime: string | null;
}

/**
 * Answers a signed download link: 403 for a malformed, altered or expired link, 404 when no row
 * names the file or the store has lost it; otherwise the bytes, always as an attachment that a
 * browser never renders. On either driver the bytes stream through the API (never a redirect to
 * the bucket): the link, its expiry and these headers stay the API's, and the bucket stays private.
 */
export async function sendSignedFile(
  { params: { key }, query }: SignedFileRequest,
  reply: FastifyReply,
  {
    signer,
    store,
    find,
  }: {
    signer: DownloadSigner;
    store: FileStore;
    find: (key: string) => Promise<StoredFileRow | undefined>;
  },
) {
  if (!isFileKey(key) || !signer.verify(key, query.exp, query.sig)) {
    throw new ApiError(403, BAD_LINK_MESSAGE);
  }
  const file = await find(key);
  const stored = file ? await store.read(key) : null;
  if (!file || !stored) throw notFound('File not found');
  return reply
    .header('content-type', file.mime ?? 'application/octet-stream')
    .header('content-length', stored.size)
    .header('content-disposition', attachmentDisposition(file.name ?? 'file'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stored.stream);
}
