import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { Message } from '@arco-design/web-react';
import {
  API_BASE,
  ERROR_TOAST_MS,
  HTTP_TIMEOUT_MS,
  SESSION_ENDED_CODES,
  SUCCESS_CODES,
  type Envelope,
  type FieldIssue,
} from '@console/shared';
import { currentLocale } from './i18n';
import { getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false on the user-info request: its failure is handled by the route guard (SPEC section 8). */
    sessionDialog?: boolean;
  }
}

/** A server answer whose envelope code is not a success code. */
export class ApiError extends Error {
  readonly code: number;
  /** Per-field problems of a 400 (`data.issues`), for forms. */
  readonly issues: FieldIssue[];

  constructor(envelope: Envelope<unknown>) {
    super(envelope.msg || 'Error');
    this.name = 'ApiError';
    this.code = envelope.code;
    this.issues = issuesOf(envelope.data);
  }
}

function issuesOf(data: unknown): FieldIssue[] {
  if (typeof data !== 'object' || data === null || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues as FieldIssue[];
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

function rejectEnvelope(envelope: Envelope<unknown>, config: AxiosRequestConfig | undefined): Promise<never> {
  Message.error({ content: envelope.msg || 'Error', duration: ERROR_TOAST_MS });
  if (SESSION_ENDED_CODES.includes(envelope.code) && config?.sessionDialog !== false) {
    // The dialog's code (Modal and its focus lock) loads only when a session ends.
    void import('./relogin-dialog').then((m) => m.confirmRelogin());
  }
  return Promise.reject(new ApiError(envelope));
}

/** The one HTTP client (SPEC section 8). Resolves with the envelope of a successful answer. */
export const apiClient = axios.create({ baseURL: API_BASE, timeout: HTTP_TIMEOUT_MS });

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLocale());
  return config;
});

apiClient.interceptors.response.use(
  (response: AxiosResponse) => {
    const body: unknown = response.data;
    if (isEnvelope(body) && !SUCCESS_CODES.includes(body.code)) return rejectEnvelope(body, response.config);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError && isEnvelope(error.response?.data)) {
      return rejectEnvelope(error.response.data, error.config);
    }
    const message = error instanceof Error && error.message ? error.message : 'Request Error';
    Message.error({ content: message, duration: ERROR_TOAST_MS });
    return Promise.reject(error instanceof Error && error.message ? error : new Error(message));
  },
);

/** `data` of a successful envelope. */
export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.get<Envelope<T>>(url, config);
  return response.data.data;
}

export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.post<Envelope<T>>(url, body, config);
  return response.data.data;
}

export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.put<Envelope<T>>(url, body, config);
  return response.data.data;
}

export async function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.delete<Envelope<T>>(url, config);
  return response.data.data;
}
