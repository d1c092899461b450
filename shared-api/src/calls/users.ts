import { catalogueTexts } from 'shared-i18n';
import type { Locale } from 'shared-i18n';
import { apiClient } from '../http/apiClient';
import { request } from '../http/request';
import type {
  ApiEnvelope,
  Lawyer,
  Page,
  PagedEnvelope,
  Paging,
  ProfileValues,
  Role,
  User,
} from './types';

/** GET /users' question: a page, and optionally words of the name or e-mail and a role. */
export type UserListQuery = Paging & { q?: string; role?: Role | '' };

export const userMessages = catalogueTexts({
  getUserFallback: 'api.user.getUserFallback',
  listUsersFallback: 'api.user.listUsersFallback',
  profileUpdated: 'api.user.profileUpdated',
  profileUpdateFailure: 'api.user.profileUpdateFailure',
  lawyersFallback: 'api.user.lawyersFallback',
});

/** GET /users/{userId} (bearer): the user record. */
export function getUser(userId: string): Promise<User> {
  return request(userMessages.getUserFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<User>>(`/users/${encodeURIComponent(userId)}`);
    return data.data;
  });
}

/** PUT /users/{userId} with the editable profile fields; resolves to the updated record. */
export function updateUser(userId: string, values: ProfileValues): Promise<User> {
  return request(
    userMessages.profileUpdateFailure,
    async () => {
      const body: ProfileValues = {
        firstName: values.firstName,
        lastName: values.lastName,
        idNo: values.idNo,
        phoneNumber: values.phoneNumber,
        preferredContact: values.preferredContact,
        district: values.district,
        sector: values.sector,
        cell: values.cell,
      };
      const { data } = await apiClient.put<ApiEnvelope<User>>(
        `/users/${encodeURIComponent(userId)}`,
        body,
      );
      return data.data;
    },
    true,
  );
}

/**
 * Keeps `locale` as the user's language (their e-mails go out in it): PUT /users/{userId} with the
 * locale alone (every profile field is optional there; staff have no ID or phone to send back).
 */
export function saveUserLocale(userId: string, locale: Locale): Promise<User> {
  return request(userMessages.profileUpdateFailure, async () => {
    const { data } = await apiClient.put<ApiEnvelope<User>>(
      `/users/${encodeURIComponent(userId)}`,
      { locale },
    );
    return data.data;
  });
}

/** GET /users?page=&limit=&q=&role= (admin): one page of users. */
export function listUsers(query: UserListQuery): Promise<Page<User>> {
  return request(userMessages.listUsersFallback, async () => {
    const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
    const { data } = await apiClient.get<PagedEnvelope<User>>('/users', { params });
    return { items: data.data ?? [], total: data.total, page: data.page, limit: data.limit };
  });
}

/** GET /users/lawyers (public, no bearer): the lawyers' e-mails; callers ignore a failure. */
export function getLawyers(): Promise<Lawyer[]> {
  return request(userMessages.lawyersFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<Lawyer[]>>('/users/lawyers', {
      skipAuth: true,
    });
    return (data.data ?? []).map(({ email }) => ({ email }));
  });
}
