import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PagingQuery,
  SmsPageReply,
  SmsReportQuery,
  SmsReportReply,
  errorReplies,
} from 'shared-contract/schemas';
import { forbidden, notFound } from '../../lib/apiError';

const bearer = [{ bearerAuth: [] }];
const SMS_PAGE_SIZE = 20;

/**
 * /api/sms: the admin's list of every SMS with its delivery state, and the gateway's delivery
 * reports (no session: the report's link carries our signature of the SMS's id).
 */
const smsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sms',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        operationId: 'listSms',
        tags: ['sms'],
        summary: 'Every SMS sent to clients, newest first, with its delivery state (admin)',
        security: bearer,
        querystring: PagingQuery,
        response: { 200: SmsPageReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? SMS_PAGE_SIZE,
      };
      const { data, total } = await app.sms.list(paging);
      return {
        status: 'success' as const,
        message: 'SMS retrieved successfully',
        data,
        total,
        ...paging,
      };
    },
  );

  app.get(
    '/sms/dlr',
    {
      schema: {
        security: [], // the signed link is the credential
        operationId: 'reportSmsDelivery',
        tags: ['sms'],
        summary:
          "The SMS gateway's delivery report for one SMS (the signed link it was given; no session)",
        querystring: SmsReportQuery,
        response: { 200: SmsReportReply, ...errorReplies(400, 403, 404) },
      },
    },
    async (request) => {
      const { id, sig, type } = request.query;
      const outcome = await app.sms.report(id, sig, type);
      if (outcome === 'unsigned') throw forbidden('token.invalid');
      if (outcome === 'unknown') throw notFound('sms.notFound');
      return { status: 'success' as const, message: 'Report taken', data: { taken: true } };
    },
  );
};

export default smsRoutes;
