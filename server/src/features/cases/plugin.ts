import type { FastifyPluginAsync } from 'fastify';
import caseAdminRoutes from './routes/admin';
import caseDocumentRoutes from './routes/documents';
import caseLawyerToolRoutes from './routes/lawyerTools';
import caseReadRoutes from './routes/read';
import caseSearchRoutes from './routes/search';
import caseTimelineRoutes from './routes/timeline';
import caseWriteRoutes from './routes/write';

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
