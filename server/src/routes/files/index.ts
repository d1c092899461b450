import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { cases } from '../../db/schema';
import { sendSignedFile, signedFileSchema } from './signedFile';

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
        ...signedFileSchema('The file, as an attachment'),
      },
    },
    (request, reply) =>
      sendSignedFile(request, reply, {
        signer: app.downloads,
        store: app.files,
        find: async (key) =>
          (
            await db
              .select({ name: cases.fileName, mime: cases.fileMime })
              .from(cases)
              .where(eq(cases.fileKey, key))
              .limit(1)
          )[0],
      }),
  );
};

export default filesRoutes;
