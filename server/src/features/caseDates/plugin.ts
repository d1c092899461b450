import type { FastifyPluginAsync } from 'fastify';
import agendaRoutes from './routes/agenda';
import caseDateRoutes from './routes/caseDates';

/**
 * /api: hearings and meetings on cases (/cases/{id}/dates…), the lawyer's week and the upcoming
 * dates (/dates/…). The reminders before each date are dateReminders' scan.
 */
const caseDatesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(caseDateRoutes);
  await app.register(agendaRoutes);
};

export default caseDatesRoutes;
