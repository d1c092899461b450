import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LawyersReply,
  ProfileBody,
  UserIdParams,
  UserListQuery,
  UserPageReply,
  UserReply,
  errorReplies,
} from 'shared-contract/schemas';
import { forbidden, notFound } from '../../../lib/apiError';
import { toUserJson } from '../../../lib/wireJson';
import { checkProfileChanges } from '../profile';

const bearer = [{ bearerAuth: [] }];

/** The lawyers' e-mails (public), the admin's user list, and a user's own profile. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.accounts;

  app.get(
    '/lawyers',
    {
      schema: {
        operationId: 'listLawyers',
        security: [],
        tags: ['users'],
        summary: 'The lawyers (adminStaff) a case may be assigned to: e-mails only',
        response: { 200: LawyersReply },
      },
    },
    async () => ({
      status: 'success' as const,
      message: 'Lawyers retrieved successfully',
      data: await users.lawyerEmails(),
    }),
  );

  app.get(
    '/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Users newest first, paged; ?q= words of the name or e-mail, ?role= (admin)',
        security: bearer,
        querystring: UserListQuery,
        response: { 200: UserPageReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 10;
      const { q, role } = request.query;
      const { rows, total } = await users.page(page, limit, { q, role });
      return {
        status: 'success' as const,
        message: 'Users retrieved successfully',
        data: rows.map(toUserJson),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/:userId',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'One user (self, or any user for an admin)',
        security: bearer,
        params: UserIdParams,
        response: { 200: UserReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.userId !== request.params.userId && auth.role !== 'admin')
        throw forbidden('profile.viewOwn');
      const user = await users.findById(request.params.userId);
      if (!user) throw notFound('user.notFound');
      return {
        status: 'success' as const,
        message: 'User retrieved successfully',
        data: toUserJson(user),
      };
    },
  );

  app.put(
    '/:userId',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Update your own profile (e-mail, role and password are not changed here)',
        security: bearer,
        params: UserIdParams,
        body: ProfileBody,
        response: { 200: UserReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = request.auth!;
      if (userId !== request.params.userId) throw forbidden('profile.updateOwn');
      const changes = await checkProfileChanges(request.body, () => users.findById(userId));
      const user = await users.updateProfile(userId, changes);
      if (!user) throw notFound('user.notFound');
      // The searched case lists show names: this process's pages go now (the others' hear the
      // NOTIFY of migration 0010's trigger).
      if (changes.firstName !== undefined || changes.lastName !== undefined)
        app.caseService.searchCache.invalidate();
      return {
        status: 'success' as const,
        message: 'Profile updated successfully',
        data: toUserJson(user),
      };
    },
  );
};

export default profileRoutes;
