import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CaseDateBody,
  CaseDateCancelBody,
  CaseDateParams,
  CaseDateReply,
  CaseDatesReply,
  CaseIdParams,
  CaseMessageReply,
  RescheduleRequestBody,
  errorReplies,
} from 'shared-contract/schemas';
import { Type } from 'typebox';
import { forbidden } from '../../../lib/apiError';
import type { AuthUser } from '../../../lib/jwt';
import { requestLocale } from '../../../plugins/i18n';
import { viewableCase } from '../../cases/routes/caseAccess';
import { messageJson } from '../../messages/messageJson';
import { canSetDates } from '../caseDateAccessRules';
import { calendarFile, calendarFileName } from '../calendarFile';
import { knownFieldsOnly } from './knownFields';
import { checkedPlace } from '../caseDateService';

const bearer = [{ bearerAuth: [] }];

/**
 * A case's hearings and meetings: whoever may view the case lists them and downloads one to a
 * calendar; its assigned lawyer or an admin sets, moves and cancels them (at a real Kigali time
 * still ahead, a known court and room, a video meeting's https link); its client asks for
 * another time. A stranger's case is refused as the other case routes refuse it (403; 404 when
 * there is no such case).
 */
const caseDateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dates = app.caseDates;
  const toMessage = messageJson(app);

  /** The case, when the caller sets its dates: 403 caseDate.refused for its client. */
  async function firmCase(id: string, auth: AuthUser) {
    const row = await viewableCase(app, id, auth);
    if (!canSetDates(auth, row)) throw forbidden('caseDate.refused');
    return row;
  }

  app.get(
    '/cases/:id/dates',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listCaseDates',
        tags: ['dates'],
        summary:
          "A case's hearings and meetings, soonest first, past and cancelled ones kept (owner, assigned lawyer, admin)",
        security: bearer,
        params: CaseIdParams,
        response: { 200: CaseDatesReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await viewableCase(app, request.params.id, request.auth!);
      return {
        status: 'success' as const,
        message: 'Dates retrieved successfully',
        data: await dates.list(row.id, request.auth!),
      };
    },
  );

  app.post(
    '/cases/:id/dates',
    {
      onRequest: [app.authenticate],
      preValidation: knownFieldsOnly(CaseDateBody),
      schema: {
        operationId: 'addCaseDate',
        tags: ['dates'],
        summary:
          'Set a hearing or a meeting on a case, at a Kigali date and time (assigned lawyer, admin)',
        description:
          'A hearing names a court and one of its rooms; a meeting is at the office, by phone, or by video with an https link. The date and time must exist in Kigali, be ahead, and be at most two years ahead. The client is notified.',
        security: bearer,
        params: CaseIdParams,
        body: CaseDateBody,
        response: { 201: CaseDateReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const row = await firmCase(request.params.id, auth);
      const now = app.clock.now();
      const place = checkedPlace(request.body, now);
      const created = await dates.add(row.id, auth, place, now);
      return reply.code(201).send({ status: 'success', message: 'Date set', data: created });
    },
  );

  app.put(
    '/cases/:id/dates/:dateId',
    {
      onRequest: [app.authenticate],
      preValidation: knownFieldsOnly(CaseDateBody),
      schema: {
        operationId: 'editCaseDate',
        tags: ['dates'],
        summary:
          'Move a date or change its place, under the same rules as setting it (assigned lawyer, admin); a cancelled date cannot change',
        description:
          'A new time re-arms the reminders before it. The client is notified. A cancelled date answers 409 caseDate.cancelled.',
        security: bearer,
        params: CaseDateParams,
        body: CaseDateBody,
        response: { 200: CaseDateReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await firmCase(request.params.id, auth);
      const now = app.clock.now();
      const place = checkedPlace(request.body, now);
      const data = await dates.edit(row.id, request.params.dateId, auth, place, now);
      return { status: 'success' as const, message: 'Date changed', data };
    },
  );

  app.post(
    '/cases/:id/dates/:dateId/cancel',
    {
      onRequest: [app.authenticate],
      preValidation: knownFieldsOnly(CaseDateCancelBody),
      schema: {
        operationId: 'cancelCaseDate',
        tags: ['dates'],
        summary:
          'Cancel a date with a reason: it stays on the case, cancelled, and sends no more reminders (assigned lawyer, admin)',
        security: bearer,
        params: CaseDateParams,
        body: CaseDateCancelBody,
        response: { 200: CaseDateReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await firmCase(request.params.id, auth);
      const data = await dates.cancel(
        row.id,
        request.params.dateId,
        auth,
        request.body.reason,
        app.clock.now(),
      );
      return { status: 'success' as const, message: 'Date cancelled', data };
    },
  );

  app.post(
    '/cases/:id/dates/:dateId/reschedule',
    {
      onRequest: [app.authenticate],
      preValidation: knownFieldsOnly(RescheduleRequestBody),
      schema: {
        operationId: 'askCaseDateReschedule',
        tags: ['dates'],
        summary:
          "Ask the lawyer for another time (the case's client): a message on the case's thread, naming the date",
        security: bearer,
        params: CaseDateParams,
        body: RescheduleRequestBody,
        response: { 201: CaseMessageReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const row = await viewableCase(app, request.params.id, auth);
      const message = await dates.askReschedule(
        row,
        request.params.dateId,
        auth,
        request.body.text,
        requestLocale(request),
        app.clock.now(),
      );
      return reply.code(201).send({
        status: 'success',
        message: 'Your request was sent to your lawyer',
        data: toMessage(message, auth),
      });
    },
  );

  app.get(
    '/cases/:id/dates/:dateId/ics',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'downloadCaseDateCalendar',
        tags: ['dates'],
        summary:
          'One date as an iCalendar (.ics) file for a calendar: the instant in UTC, the reference and kind, the place (owner, assigned lawyer, admin)',
        security: bearer,
        params: CaseDateParams,
        produces: ['text/calendar'],
        response: {
          200: Type.String({ description: 'text/calendar (RFC 5545), one VEVENT' }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await viewableCase(app, request.params.id, request.auth!);
      const record = await dates.find(row.id, request.params.dateId);
      const file = calendarFile(record, requestLocale(request));
      return (reply as FastifyReply)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(record)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default caseDateRoutes;
