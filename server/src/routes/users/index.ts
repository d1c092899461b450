import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  PASSWORDS_DO_NOT_MATCH,
  REGISTER_REQUIRED_FIELDS,
  contactProblem,
  isStrongPassword,
  passwordRuleMessage,
  validateRegister,
} from 'shared-contract';
import { authTokens, users } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/apiError';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { RWANDA_PLACES } from '../../lib/rwandaPlaces';
import { createLimiter } from '../../lib/rateLimits';
import {
  EMAIL_PATTERN,
  consumeToken,
  createUser,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  issueToken,
  listLawyerEmails,
  listUsers,
  normalizeEmail,
} from '../../services/accounts';
import { registerAttemptMail, resetMail, verificationMail } from '../../services/mailer';
import {
  Email,
  LoginBody,
  LoginReply,
  MessageReply,
  PagingQuery,
  ProfileBody,
  RegisterBody,
  RegistrationSchema,
  Text,
  UserSchema,
  Uuid,
  errorReplies,
  successReply,
} from 'shared-contract/schemas';
import { toUserJson } from '../../lib/wireJson';

export const REGISTERED_MESSAGE =
  'you have successfully registered, kindly check your email for verification';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token.';
export const UNVERIFIED_MESSAGE = 'Please verify your email before logging in.';

/** The only fields PUT /users/{userId} changes: never e-mail, role or password. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'idNo',
  'phoneNumber',
  'district',
  'sector',
  'cell',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

const TokenParams = Type.Object({ token: Text({ minLength: 1, maxLength: 200 }) });

/** At most this many "someone tried to register with your address" mails per address and hour. */
const REGISTER_ATTEMPT_MAILS_PER_HOUR = 3;

const users_: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  const { config } = app;
  const bodyEmail = (request: { body?: unknown }) =>
    normalizeEmail((request.body as { email?: unknown } | undefined)?.email);
  const byIp = (request: { ip: string }) => request.ip;
  const byIpAndEmail = (request: { ip: string; body?: unknown }) =>
    `${request.ip}:${bodyEmail(request)}`;
  const perMinute = { max: config.rateLimitMax, windowMs: 60_000 };
  // Per IP and e-mail, so one office behind one address is not locked out by a colleague; per IP
  // for all e-mails, so one address cannot try many accounts; failures per account from all IPs.
  const loginPerIp = createLimiter(app, config.loginIpLimit, byIp);
  const loginPerIpAndEmail = createLimiter(app, perMinute, byIpAndEmail);
  const loginFailuresPerAccount = createLimiter(app, config.loginAccountLimit, bodyEmail);
  const registerPerIp = createLimiter(app, config.registerIpLimit, byIp);
  const resetPerIp = createLimiter(app, config.resetIpLimit, byIp);
  const resetPerIpAndEmail = createLimiter(app, perMinute, byIpAndEmail);
  const registerAttemptMails = createLimiter(
    app,
    { max: REGISTER_ATTEMPT_MAILS_PER_HOUR, windowMs: 3_600_000 },
    bodyEmail,
  );

  const sendMail = (kind: string, message: Parameters<typeof app.mailer.send>[0]) =>
    app.mailer
      .send(message)
      .catch((error: unknown) => app.log.error({ err: error, kind }, 'mail not sent'));

  app.post(
    '/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Register a client account and e-mail a verification link',
        body: RegisterBody,
        response: { 201: successReply(RegistrationSchema), ...errorReplies(400, 415, 429) },
      },
      onRequest: registerPerIp.hit,
    },
    async (request, reply) => {
      const body = request.body;
      const problem = validateRegister(body) ?? contactProblem(body, RWANDA_PLACES)?.message;
      if (problem) throw badRequest(problem);
      const email = normalizeEmail(body.email);
      if (!EMAIL_PATTERN.test(email)) throw badRequest('Please provide a valid email address.');
      const preferredContact = (body.preferredContact ?? '').trim().toLowerCase();
      if (preferredContact !== 'email' && preferredContact !== 'phone') {
        throw badRequest('Preferred Contact must be email or phone.');
      }
      const registration = {
        firstName: (body.firstName as string).trim(),
        lastName: body.lastName?.trim() ?? '',
        email,
        idNo: body.idNo?.trim() ?? '',
        phoneNumber: body.phoneNumber?.trim() ?? '',
        preferredContact,
        district: body.district?.trim() ?? '',
        sector: body.sector?.trim() ?? '',
        cell: body.cell?.trim() ?? '',
      };
      // The answer never tells whether the address has an account: same status, message, data and
      // (hashing the password either way) about the same time. Only the owner's mailbox knows.
      let owner = await findUserByEmail(db, email);
      if (!owner) {
        try {
          const user = await createUser(db, {
            ...registration,
            password: body.password as string,
            role: 'client',
          });
          const token = await issueToken(db, user.id, 'verify');
          // A mail failure is logged, not fatal: the reset flow also verifies the address.
          await sendMail(
            'verify',
            verificationMail(user.email, user.firstName, `${config.appUrl}/verify?token=${token}`),
          );
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          owner = await findUserByEmail(db, email); // registered by a concurrent request
        }
      } else {
        await hashPassword(body.password as string);
      }
      if (owner && (await registerAttemptMails.allow(request))) {
        await sendMail(
          'register-attempt',
          registerAttemptMail(owner.email, owner.firstName, {
            login: `${config.appUrl}/login`,
            reset: `${config.appUrl}/forgot-password`,
          }),
        );
      }
      return reply.code(201).send({
        status: 'success',
        message: REGISTERED_MESSAGE,
        data: { ...registration, role: 'client' as const, verified: false as const },
      });
    },
  );

  app.post(
    '/login',
    {
      // Per IP before the body is even read: a flood costs no parsing and no password hashing.
      onRequest: loginPerIp.hit,
      preHandler: [loginPerIpAndEmail.hit, loginFailuresPerAccount.check],
      schema: {
        tags: ['users'],
        summary: 'Log in; answers a JWT and the user (userId, email, role)',
        body: LoginBody,
        response: { 200: LoginReply, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const password = request.body.password ?? '';
      if (!email || !password) throw badRequest('Email and password are required.');
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await loginFailuresPerAccount.count(request);
        throw new ApiError(401, 'Invalid email or password.');
      }
      if (!user.emailVerifiedAt) throw forbidden(UNVERIFIED_MESSAGE);
      const identity = { userId: user.id, email: user.email, role: user.role };
      return {
        status: 'success' as const,
        message: 'Login Successfully',
        token: await app.jwt.sign({ ...identity, tokenVersion: user.tokenVersion }),
        user: identity,
      };
    },
  );

  app.post(
    '/verify/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify an e-mail address with the token of the verification link',
        description:
          'The token travels in the path; a JSON body (the client sends `{ token }`) may be sent and is ignored.',
        params: TokenParams,
        response: { 200: MessageReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      const userId = await consumeToken(db, request.params.token, 'verify', async (tx, id) => {
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, id));
      });
      if (!userId) throw badRequest(INVALID_TOKEN_MESSAGE);
      return { status: 'success' as const, message: 'Verification successful' };
    },
  );

  app.post(
    '/reset',
    {
      onRequest: resetPerIp.hit,
      preHandler: resetPerIpAndEmail.hit,
      schema: {
        tags: ['users'],
        summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
        body: Type.Object({ email: Type.Optional(Email) }),
        response: { 200: MessageReply, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw badRequest('Email is required.');
      if (!EMAIL_PATTERN.test(email)) throw badRequest('Please provide a valid email address.');
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = await issueToken(db, user.id, 'reset');
        // Not awaited: the answer must not take longer when the account exists.
        void sendMail(
          'reset',
          resetMail(user.email, user.firstName, `${config.appUrl}/reset-password?token=${token}`),
        );
      }
      return { status: 'success' as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/reset/:token',
    {
      config: {
        rateLimit: {
          max: config.rateLimitMax,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
        },
      },
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the token of the reset link',
        params: TokenParams,
        body: Type.Object({
          password: Type.Optional(Text({ maxLength: 128 })),
          confirmPassword: Type.Optional(Text({ maxLength: 128 })),
        }),
        response: { 200: MessageReply, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const { password, confirmPassword } = request.body;
      if (!isStrongPassword(password)) throw badRequest(passwordRuleMessage.reset);
      if (confirmPassword !== undefined && confirmPassword !== password)
        throw badRequest(PASSWORDS_DO_NOT_MATCH);
      const passwordHash = await hashPassword(password as string);
      const userId = await consumeToken(db, request.params.token, 'reset', async (tx, id) => {
        const now = new Date();
        // Following a link mailed to the address proves it as well as the verification link does.
        await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: now,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          })
          .where(eq(users.id, id));
        await tx
          .update(authTokens)
          .set({ usedAt: now })
          .where(
            and(eq(authTokens.userId, id), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)),
          );
      });
      if (!userId) throw badRequest(INVALID_TOKEN_MESSAGE);
      // The new password hash bumped the token version (migration 0004): older tokens end now.
      app.accounts.forget(userId);
      return { status: 'success' as const, message: 'Password reset successfully!' };
    },
  );

  app.get(
    '/lawyers',
    {
      schema: {
        tags: ['users'],
        summary: 'The lawyers (adminStaff) a case may be assigned to: e-mails only',
        response: { 200: successReply(Type.Array(Type.Object({ email: Type.String() }))) },
      },
    },
    async () => ({
      status: 'success' as const,
      message: 'Lawyers retrieved successfully',
      data: await listLawyerEmails(db),
    }),
  );

  app.get(
    '/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary: 'All users, newest first, paged (admin)',
        security: [{ bearerAuth: [] }],
        querystring: PagingQuery,
        response: {
          200: Type.Object({
            status: Type.Literal('success'),
            message: Type.String(),
            data: Type.Array(UserSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            limit: Type.Integer(),
          }),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 10;
      const { rows, total } = await listUsers(db, page, limit);
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
        tags: ['users'],
        summary: 'One user (self, or any user for an admin)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ userId: Uuid('The user id') }),
        response: { 200: successReply(UserSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.userId !== request.params.userId && auth.role !== 'admin')
        throw forbidden('You can only view your own profile.');
      const user = await findUserById(db, request.params.userId);
      if (!user) throw notFound('User not found');
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
        tags: ['users'],
        summary: 'Update your own profile (e-mail, role and password are not changed here)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ userId: Uuid('The user id') }),
        body: ProfileBody,
        response: { 200: successReply(UserSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.userId !== request.params.userId)
        throw forbidden('You can only update your own profile.');
      const changes: Partial<Record<ProfileField, string>> = {};
      for (const field of PROFILE_FIELDS) {
        const value = request.body[field];
        if (value === undefined) continue;
        const required = REGISTER_REQUIRED_FIELDS.find((entry) => entry.field === field);
        if (required && value.trim() === '') throw badRequest(required.message);
        changes[field] = value.trim();
      }
      // The contact rules of register; a partial change of place is judged with the stored rest.
      const placeChanged = 'district' in changes || 'sector' in changes || 'cell' in changes;
      const stored = placeChanged ? await findUserById(db, auth.userId) : null;
      const contact = contactProblem(
        {
          idNo: changes.idNo,
          phoneNumber: changes.phoneNumber,
          district: changes.district ?? stored?.district,
          sector: changes.sector ?? stored?.sector,
          cell: changes.cell ?? stored?.cell,
        },
        placeChanged ? RWANDA_PLACES : null,
      );
      if (contact) throw badRequest(contact.message);
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, auth.userId))
        .returning();
      if (!user) throw notFound('User not found');
      return {
        status: 'success' as const,
        message: 'Profile updated successfully',
        data: toUserJson(user),
      };
    },
  );
};

export default users_;
