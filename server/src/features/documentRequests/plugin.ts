import type { FastifyPluginAsync } from 'fastify';
import documentReminders from './documentReminders';
import documentRequestRoutes from './routes/requests';

/** /api: document requests on a case, the open ones of each role, and their one late reminder. */
const documentRequestsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(documentRequestRoutes);
  await app.register(documentReminders);
};

export default documentRequestsPlugin;
