import type { FastifyInstance } from 'fastify';
import type { MessageRecord } from '../../repositories/messageRepository';
import type { CaseMessage } from 'shared-contract/schemas';

/** A message as its answer: ISO date, `mine` for the caller, a signed link to its attachment. */
export function messageJson(app: FastifyInstance) {
  return (message: MessageRecord, callerId: string): CaseMessage => {
    let attachment: CaseMessage['attachment'] = null;
    if (message.fileKey) {
      const { exp, sig } = app.downloads.sign(message.fileKey);
      attachment = {
        url: `${app.publicApiUrl()}/api/messages/files/${message.fileKey}?exp=${exp}&sig=${sig}`,
        fileName: message.fileName ?? 'file',
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
      mine: message.authorId === callerId,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
      attachment,
    };
  };
}
