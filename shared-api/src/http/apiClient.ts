import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
} from 'axios';
import { getLocale } from 'shared-i18n';
import { API_BASE_URL } from './apiBaseUrl';
import { endSessionIfExpired, sessionStore } from '../session/sessionStore';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** true: never send the bearer header (auth calls and the lawyers list). */
    skipAuth?: boolean;
  }
}

/** What axios sets on every error it throws; checked by shape so axios need not be loaded. */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * A 401 on any data call ends the session (endedBy 'refused'; the shell follows the session store
 * to /login) and then calls this handler. Returns an unsubscribe function.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

let instance: Promise<AxiosInstance> | null = null;

/**
 * The one axios instance of the app, made on the first call: axios (≈19 KB gz) is then fetched
 * only when a page really talks to the API, never for a visitor reading the landing page.
 * Calls marked `skipAuth` go without the bearer header; every other call carries it.
 */
function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios, AxiosHeaders }) => {
    const client = axios.create({ timeout: 120_000 });
    client.interceptors.request.use((config) => {
      // A token past its exp is not sent: the session ends here, as it would on the server's 401.
      endSessionIfExpired();
      const token = sessionStore.getState().token;
      const headers = AxiosHeaders.from(config.headers);
      // The API answers its messages (validation texts, e-mails) in the page's language.
      headers.set('Accept-Language', getLocale());
      if (token && !config.skipAuth) headers.set('Authorization', `Bearer ${token}`);
      config.headers = headers;
      return config;
    });
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (
        isHttpError(error) &&
        error.response?.status === 401 &&
        !error.config?.skipAuth &&
        sessionStore.getState().token !== null
      ) {
        sessionStore.getState().clearSession('refused');
        unauthorizedHandler?.();
      }
      return Promise.reject(error);
    });
    return client;
  });
  return instance;
}

function send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  return axiosInstance().then((client) => client.request<T>({ ...apiClient.defaults, ...config }));
}

/** The calls' road to the API (axios's own method shapes). */
export const apiClient = {
  /** `baseURL` from the build-time API_URL; tests point it at their own server or adapter. */
  defaults: { baseURL: API_BASE_URL } as { baseURL: string; adapter?: AxiosAdapter },
  get: <T>(url: string, config?: AxiosRequestConfig) => send<T>({ ...config, method: 'GET', url }),
  delete: <T>(url: string, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'DELETE', url }),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'PUT', url, data }),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'PATCH', url, data }),
};
