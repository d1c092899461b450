import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { attachmentDisposition } from '../../lib/fileName';
import { canViewCase } from '../../features/cases/caseAccessRules';
import { isFileKey, type FileStore } from '../../files/fileStore';
import { SignedFileParams, SignedFileQuery, errorReplies } from 'shared-contract/schemas';
import { sendRefusalPage, type DownloadRefusal } from './refusalPage';

/** The params, query and replies of a signed download link `…/{key}?exp=&s=&sig=`. */
export function signedFileSchema(description: string) {
  return {
    params: SignedFileParams,
    querystring: SignedFileQuery,
    response: {
      // The bytes are streamed as they are; a schema here only documents them.
      200: Type.Unsafe({ type: 'string', format: 'binary', description }),
      403: Type.Unsafe({
        type: 'string',
        description:
          'A page (text/html, in the reader’s language) saying why the link does not serve: signed out or another browser, another session, invalid or expired, no longer allowed to see the case',
      }),
      404: Type.Unsafe({ type: 'string', description: 'A page: the file no longer exists' }),
      ...errorReplies(400),
    },
  };
}

export interface SignedFileRequest {
  params: { key: string };
  query: { exp?: string; s?: string; sig?: string };
  headers: { cookie?: string };
}

/** What the database knows of a stored file: the name and type it was uploaded with, its case. */
export interface StoredFileRow {
  name: string | null;
  mime: string | null;
  caseId: string;
}

/**
 * Answers a signed download link. It serves only while all of this holds, checked at every
 * download: the browser holds the session the link was made for (its session cookie), that
 * session is still signed in, the link is genuine and unexpired, and its user may still see the
 * case the file belongs to. Otherwise a page says why (refusalPage). The bytes go always as an
 * attachment that a browser never renders; on either driver they stream through the API (never a
 * redirect to the bucket), so the link, its checks and these headers stay the API's.
 */
export async function sendSignedFile(
  app: FastifyInstance,
  request: SignedFileRequest & Parameters<typeof sendRefusalPage>[0],
  reply: FastifyReply,
  {
    store,
    find,
  }: {
    store: FileStore;
    find: (key: string) => Promise<StoredFileRow | undefined>;
  },
) {
  const refuse = (reason: DownloadRefusal) =>
    sendRefusalPage(request, reply, reason, app.config.appUrl);
  const { key } = request.params;
  const { exp, s: linkSession, sig } = request.query;
  if (!isFileKey(key) || !linkSession) return refuse('badLink');
  const browserSession = app.sessionCookies.read(request.headers.cookie);
  if (!browserSession) return refuse('signedOut');
  if (browserSession !== linkSession) return refuse('otherSession');
  const account = await app.accounts.currentSession(browserSession);
  if (!account) return refuse('signedOut');
  if (!app.downloads.verify(key, browserSession, exp, sig)) return refuse('badLink');
  const file = await find(key);
  if (!file) return refuse('gone');
  const row = await app.caseService.find(file.caseId);
  if (!row || !canViewCase(account, row)) return refuse('noAccess');
  const stored = await store.read(key);
  if (!stored) return refuse('gone');
  return reply
    .header('content-type', file.mime ?? 'application/octet-stream')
    .header('content-length', stored.size)
    .header('content-disposition', attachmentDisposition(file.name ?? 'file'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stored.stream);
}
