import axios, { AxiosHeaders } from 'axios';
import { API_BASE_URL } from './apiBaseUrl';
import { sessionStore } from '../session/sessionStore';

/**
 * The one axios instance of the app. Calls marked `skipAuth` (login, register, reset, verify,
 * lawyers list: spec §6) go without the bearer header; every other call carries it.
 */
export const apiClient = axios.create({ baseURL: API_BASE_URL, timeout: 120_000 });

declare module 'axios' {
  interface AxiosRequestConfig {
    /** true: never send the bearer header (auth calls and the lawyers list, spec §6). */
    skipAuth?: boolean;
  }
}

apiClient.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token && !config.skipAuth) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
  }
  return config;
});

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The shell wires navigation here: a 401 on any data call clears the session and the handler
 * sends the user to /login (design.md §4). Returns an unsubscribe function.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    !error.config?.skipAuth &&
    sessionStore.getState().token !== null
  ) {
    sessionStore.getState().clearSession();
    unauthorizedHandler?.();
  }
  return Promise.reject(error);
});
