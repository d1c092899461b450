import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendSignedFile, signedFileSchema } from './signedFile';

/**
 * Signed downloads: the case JSON hands out `/api/files/{key}?exp=&s=&sig=` only to whoever may
 * see the case, made for the session that asked; the link works as a plain link in that session's
 * browser while it is signed in and may still see the case, until it expires. Always an
 * attachment, never rendered.
 */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:key',
    {
      schema: {
        operationId: 'downloadCaseFile',
        security: [], // the signed link is the credential
        tags: ['files'],
        summary:
          'Download a case file with a signed link from the case JSON (in the browser whose session got it)',
        ...signedFileSchema('The file, as an attachment'),
      },
    },
    (request, reply) =>
      sendSignedFile(app, request, reply, {
        store: app.files,
        find: (key) => app.caseService.findFile(key),
      }),
  );
};

export default filesRoutes;
