import type { FastifyPluginAsync } from 'fastify';
import caseAdminRoutes from './admin';
import caseDocumentRoutes from './documents';
import caseLawyerToolRoutes from './lawyerTools';
import caseReadRoutes from './read';
import caseSearchRoutes from './search';
import caseTimelineRoutes from './timeline';
import caseWriteRoutes from './write';

/** /api/cases: reading (lists, searched lists, one case, counts), a client's writes, the admin's actions. */
const casesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(caseReadRoutes);
  await app.register(caseSearchRoutes);
  await app.register(caseWriteRoutes);
  await app.register(caseTimelineRoutes);
  await app.register(caseDocumentRoutes);
  await app.register(caseLawyerToolRoutes);
  await app.register(caseAdminRoutes);
};

export default casesRoutes;
