import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './routes/account';
import profileRoutes from './routes/profiles';

/** /api/users: accounts (register, verify, log in, reset) and profiles. */
const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(profileRoutes);
};

export default usersRoutes;
