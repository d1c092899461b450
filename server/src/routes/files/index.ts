import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendSignedFile, signedFileSchema } from './signedFile';

/**
 * Signed downloads: the case JSON hands out `/api/files/{key}?exp=&sig=` only to whoever may see
 * the case; the link works as a plain link until it expires. Always an attachment, never rendered.
 */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:key',
    {
      schema: {
        operationId: 'downloadCaseFile',
        security: [], // the signed link is the credential
        tags: ['files'],
        summary: 'Download a case file with a signed link from the case JSON',
        ...signedFileSchema('The file, as an attachment'),
      },
    },
    (request, reply) =>
      sendSignedFile(request, reply, {
        signer: app.downloads,
        store: app.files,
        find: (key) => app.caseRepository.findFile(key),
      }),
  );
};

export default filesRoutes;
