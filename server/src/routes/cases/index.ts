import type { FastifyPluginAsync } from 'fastify';
import caseAdminRoutes from './admin';
import caseReadRoutes from './read';
import caseWriteRoutes from './write';

/** /api/cases: reading (lists, one case, counts), a client's writes, the admin's actions. */
const casesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(caseReadRoutes);
  await app.register(caseWriteRoutes);
  await app.register(caseAdminRoutes);
};

export default casesRoutes;
