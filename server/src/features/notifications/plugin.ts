import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NotificationListQuery,
  NotificationPageReply,
  NotificationPreferencesBody,
  NotificationPreferencesReply,
  NotificationReadBody,
  NotificationReadReply,
  UserIdParams,
  errorReplies,
} from 'shared-contract/schemas';
import { badRequest, forbidden } from '../../lib/apiError';
import { requestLocale } from '../../plugins/i18n';
import { notificationSentence } from './notificationMail';

const bearer = [{ bearerAuth: [] }];
const NOTIFICATIONS_PAGE_SIZE = 10;

/** The bell's list and read state, and each user's choice of notifications on the profile. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notifications = app.notifications;

  app.get(
    '/notifications',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count; ?unread=true",
        security: bearer,
        querystring: NotificationListQuery,
        response: { 200: NotificationPageReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? NOTIFICATIONS_PAGE_SIZE,
      };
      const page = await notifications.list(request.auth!, {
        unreadOnly: request.query.unread === true,
        ...paging,
      });
      // Each notification's sentence in the page's language (the e-mails use the stored one).
      const locale = requestLocale(request);
      return {
        status: 'success' as const,
        message: 'Notifications retrieved successfully',
        ...page,
        data: page.data.map((entry) => ({
          ...entry,
          text: notificationSentence(entry.kind, entry.reference, null, locale),
        })),
        ...paging,
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'markNotificationsRead',
        tags: ['notifications'],
        summary: 'Mark notifications read: { ids: [...] } or { all: true }',
        security: bearer,
        body: NotificationReadBody,
        response: { 200: NotificationReadReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      if (!all && !ids) throw badRequest('notifications.idsOrAll');
      const unread = await notifications.markRead(request.auth!, all ? 'all' : (ids ?? []));
      return { status: 'success' as const, message: 'Notifications marked read', data: { unread } };
    },
  );

  const preferenceSchema = {
    tags: ['notifications'],
    security: bearer,
    params: UserIdParams,
    response: { 200: NotificationPreferencesReply, ...errorReplies(400, 401, 403) },
  };

  app.get(
    '/users/:userId/notification-preferences',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getNotificationPreferences',
        ...preferenceSchema,
        summary: "Which notifications the user receives, per kind and channel (the user's own)",
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.userId !== request.params.userId)
        throw forbidden('notifications.preferencesRefused');
      return {
        status: 'success' as const,
        message: 'Notification preferences retrieved successfully',
        data: await notifications.preferences(auth.userId, auth.role),
      };
    },
  );

  app.put(
    '/users/:userId/notification-preferences',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'updateNotificationPreferences',
        ...preferenceSchema,
        summary: 'Turn kinds of notification on or off, per channel (the kinds sent change)',
        body: NotificationPreferencesBody,
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.userId !== request.params.userId)
        throw forbidden('notifications.preferencesRefused');
      return {
        status: 'success' as const,
        message: 'Notification preferences updated successfully',
        data: await notifications.setPreferences(auth.userId, auth.role, request.body),
      };
    },
  );
};

export default notificationRoutes;
