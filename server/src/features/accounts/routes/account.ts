import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isStrongPassword, passwordProblem } from 'shared-contract';
import {
  LoginBody,
  LoginReply,
  MessageReply,
  RegisterBody,
  RegistrationReply,
  ResetPasswordBody,
  ResetRequestBody,
  TokenParams,
  errorReplies,
} from 'shared-contract/schemas';
import { ApiError, badRequest, forbidden, ruleRefusal } from '../../../lib/apiError';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { createLimiter } from '../../../lib/rateLimits';
import { EMAIL_PATTERN, normalizeEmail } from '../accounts';
import { resetMail } from '../../../mail/mailer';
import { registerClient } from '../registration';
import { requestLocale } from '../../../plugins/i18n';

const REGISTERED_MESSAGE =
  'you have successfully registered, kindly check your email for verification';
const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const LOGGED_OUT_MESSAGE = 'Logged out successfully.';
const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Signed out on every device.';

/** The slow-down of a login to an account under attack from an address that has not failed on it. */
export const GUARDED_LOGIN_DELAY_MS = 1_000;
const bearer = [{ bearerAuth: [] }];

/** At most this many "someone tried to register with your address" mails per address and hour. */
const REGISTER_ATTEMPT_MAILS_PER_HOUR = 3;

/** Register, verify, log in and out, and reset a password: public (but logout), rate limited. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const bodyEmail = (request: { body?: unknown }) =>
    normalizeEmail((request.body as { email?: unknown } | undefined)?.email);
  const byIp = (request: { ip: string }) => request.ip;
  const byIpAndEmail = (request: { ip: string; body?: unknown }) =>
    `${request.ip}:${bodyEmail(request)}`;
  const perMinute = { max: config.rateLimitMax, windowMs: 60_000 };
  // Per IP and e-mail, so one office behind one address is not locked out by a colleague; per IP
  // for all e-mails, so one address cannot try many accounts; failures per account from all IPs,
  // and per account and IP, which decide who may still try an account under attack (guardAccount).
  const loginPerIp = createLimiter(app, 'login-ip', config.loginIpLimit, byIp);
  const loginPerIpAndEmail = createLimiter(app, 'login-ip-email', perMinute, byIpAndEmail);
  const loginFailuresPerAccount = createLimiter(
    app,
    'login-failures',
    config.loginAccountLimit,
    bodyEmail,
  );
  const loginFailuresPerAccountAndIp = createLimiter(
    app,
    'login-failures-ip',
    { max: 1, windowMs: config.loginAccountLimit.windowMs },
    byIpAndEmail,
  );

  /**
   * An account past its failed logins (from all addresses, in the window) is under attack, but
   * not locked: locking it would let anyone who knows an e-mail (the lawyers' are public) keep
   * its owner out. Instead an address that has already failed on it gets no more tries until the
   * window ends, and any other address (the owner's own, most likely) gets its try after a short
   * slow-down. A guesser needs a new address for every single guess, each one slowed.
   */
  const guardAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await loginFailuresPerAccount.spent(request))) return;
    const refused = await loginFailuresPerAccountAndIp.check(request, reply);
    if (refused) return refused;
    await delay(GUARDED_LOGIN_DELAY_MS);
  };
  const registerPerIp = createLimiter(app, 'register-ip', config.registerIpLimit, byIp);
  const resetPerIp = createLimiter(app, 'reset-ip', config.resetIpLimit, byIp);
  const resetPerIpAndEmail = createLimiter(app, 'reset-ip-email', perMinute, byIpAndEmail);
  const registerAttemptMails = createLimiter(
    app,
    'register-mails',
    { max: REGISTER_ATTEMPT_MAILS_PER_HOUR, windowMs: 3_600_000 },
    bodyEmail,
  );

  // Logged on the request's logger: the line carries the request's id.
  const sendMail = (
    log: FastifyBaseLogger,
    kind: string,
    message: Parameters<typeof app.mailer.send>[0],
  ) =>
    app.mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, kind }, 'mail not sent'));
  const users = app.accounts;

  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerUser',
        security: [],
        tags: ['users'],
        summary: 'Register a client account and e-mail a verification link',
        body: RegisterBody,
        response: { 201: RegistrationReply, ...errorReplies(400, 415, 429) },
      },
      onRequest: registerPerIp.hit,
    },
    async (request, reply) => {
      const registration = await registerClient(
        {
          users,
          appUrl: config.appUrl,
          sendMail: (kind, message) => sendMail(request.log, kind, message),
        },
        request.body,
        () => registerAttemptMails.allow(request),
        request.body.locale ?? requestLocale(request),
      );
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
      preHandler: [loginPerIpAndEmail.hit, guardAccount],
      schema: {
        operationId: 'login',
        security: [],
        tags: ['users'],
        summary: 'Log in; answers a JWT and the user (userId, email, role)',
        body: LoginBody,
        response: { 200: LoginReply, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const password = request.body.password ?? '';
      if (!email || !password) throw badRequest('login.required');
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await loginFailuresPerAccount.count(request);
        await loginFailuresPerAccountAndIp.count(request);
        throw new ApiError(401, 'login.invalidCredentials');
      }
      if (!user.emailVerifiedAt) throw forbidden('login.unverified');
      const identity = { userId: user.id, email: user.email, role: user.role };
      // The token names its session; the row is written before the token is handed out.
      const sessionId = randomUUID();
      const { token, expiresAt } = await app.jwt.sign({
        ...identity,
        tokenVersion: user.tokenVersion,
        sessionId,
      });
      await users.openSession(sessionId, user.id, user.tokenVersion, new Date(expiresAt * 1000));
      // The browser keeps the session in a cookie too, for its download links.
      reply.header('set-cookie', app.sessionCookies.issue(sessionId, expiresAt));
      return {
        status: 'success' as const,
        message: 'Login Successfully',
        token,
        user: identity,
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'logout',
        tags: ['users'],
        summary: 'Log out: ends this session on the server (its token and download links stop)',
        security: bearer,
        response: { 200: MessageReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      await users.endSession(request.auth!.sessionId);
      reply.header('set-cookie', app.sessionCookies.clear());
      return { status: 'success' as const, message: LOGGED_OUT_MESSAGE };
    },
  );

  app.post(
    '/logout/everywhere',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'logoutEverywhere',
        tags: ['users'],
        summary: 'Sign out everywhere: ends every session of your account, this one included',
        security: bearer,
        response: { 200: MessageReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      await users.endEverySession(request.auth!.userId);
      reply.header('set-cookie', app.sessionCookies.clear());
      return { status: 'success' as const, message: SIGNED_OUT_EVERYWHERE_MESSAGE };
    },
  );

  app.post(
    '/verify/:token',
    {
      schema: {
        operationId: 'verifyEmail',
        security: [],
        tags: ['users'],
        summary: 'Verify an e-mail address with the token of the verification link',
        description:
          'The token travels in the path; a JSON body (the client sends `{ token }`) may be sent and is ignored.',
        params: TokenParams,
        response: { 200: MessageReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      if (!(await users.verifyEmail(request.params.token))) throw badRequest('token.invalid');
      return { status: 'success' as const, message: 'Verification successful' };
    },
  );

  app.post(
    '/reset',
    {
      onRequest: resetPerIp.hit,
      preHandler: resetPerIpAndEmail.hit,
      schema: {
        operationId: 'requestPasswordReset',
        security: [],
        tags: ['users'],
        summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
        body: ResetRequestBody,
        response: { 200: MessageReply, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw badRequest('required.email', { field: 'email' });
      if (!EMAIL_PATTERN.test(email)) throw badRequest('email.invalid', { field: 'email' });
      const user = await users.findByEmail(email);
      if (user) {
        const token = await users.issueToken(user.id, 'reset');
        // Not awaited: the answer must not take longer when the account exists.
        void sendMail(
          request.log,
          'reset',
          resetMail(
            user.email,
            user.firstName,
            `${config.appUrl}/reset-password?token=${token}`,
            user.locale,
          ),
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
        operationId: 'resetPassword',
        security: [],
        tags: ['users'],
        summary: 'Set a new password with the token of the reset link',
        params: TokenParams,
        body: ResetPasswordBody,
        response: { 200: MessageReply, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const { password, confirmPassword } = request.body;
      if (!isStrongPassword(password)) throw ruleRefusal(passwordProblem.weakReset);
      if (confirmPassword !== undefined && confirmPassword !== password)
        throw ruleRefusal(passwordProblem.mismatch);
      const passwordHash = await hashPassword(password as string);
      if (!(await users.resetPassword(request.params.token, passwordHash)))
        throw badRequest('token.invalid');
      return { status: 'success' as const, message: 'Password reset successfully!' };
    },
  );
};

export default accountRoutes;
