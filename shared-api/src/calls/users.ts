import { apiClient } from '../http/apiClient';
import type { ApiEnvelope, User } from './types';

/** GET /users/{userId}: the user record (spec §7). */
export async function getUser(userId: string): Promise<User> {
  const { data } = await apiClient.get<ApiEnvelope<User>>(`/users/${encodeURIComponent(userId)}`);
  return data.data;
}
