import type { FastifyInstance } from 'fastify';
import { sanitizeFileName } from '../../lib/fileName';
import type { SessionUser } from '../../lib/jwt';
import type { MessageRecord } from './messageQueries';
import type { CaseMessage } from 'shared-contract/schemas';

/**
 * A message as its answer: ISO date, `mine` for the caller, a link to its attachment signed for
 * the caller's session.
 */
export function messageJson(app: FastifyInstance) {
  return (message: MessageRecord, caller: SessionUser): CaseMessage => {
    let attachment: CaseMessage['attachment'] = null;
    if (message.fileKey) {
      const { exp, sig } = app.downloads.sign(message.fileKey, caller.sessionId);
      attachment = {
        url: `${app.publicApiUrl()}/api/messages/files/${message.fileKey}?exp=${exp}&s=${caller.sessionId}&sig=${sig}`,
        fileName: sanitizeFileName(message.fileName),
        mime: message.fileMime ?? 'application/octet-stream',
        size: message.fileSize ?? 0,
      };
    }
    return {
      id: message.id,
      caseId: message.caseId,
      seq: message.seq,
      authorName: message.authorName,
      authorEmail: message.authorEmail,
      authorRole: message.authorRole,
      mine: message.authorId === caller.userId,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
      attachment,
    };
  };
}
