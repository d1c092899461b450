import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { cases } from '../../db/schema';
import { ApiError, notFound } from '../../lib/apiError';
import { attachmentDisposition } from '../../lib/fileName';
import { FileStore } from '../../services/fileStore';
import { errorReplies } from '../../schemas/common';

export const BAD_LINK_MESSAGE = 'This download link is invalid or has expired.';

/**
 * Signed downloads: the case JSON hands out `/api/files/{key}?exp=&sig=` only to whoever may see
 * the case; the link works as a plain link until it expires. Always an attachment, never rendered.
 */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a case file with a signed link from the case JSON',
        params: Type.Object({ key: Type.String({ maxLength: 100 }) }),
        querystring: Type.Object({
          exp: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          // The bytes are streamed as they are; a schema here only documents them.
          200: Type.Unsafe<Readable>({
            type: 'string',
            format: 'binary',
            description: 'The file, as an attachment',
          }),
          ...errorReplies(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (
        !FileStore.isKey(key) ||
        !app.downloads.verify(key, request.query.exp, request.query.sig)
      ) {
        throw new ApiError(403, BAD_LINK_MESSAGE);
      }
      const [file] = await db
        .select({ name: cases.fileName, mime: cases.fileMime })
        .from(cases)
        .where(eq(cases.fileKey, key))
        .limit(1);
      const size = file ? await app.files.size(key) : null;
      if (!file || size === null) throw notFound('File not found');
      return reply
        .header('content-type', file.mime ?? 'application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', attachmentDisposition(file.name ?? 'file'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(app.files.open(key));
    },
  );
};

export default filesRoutes;
