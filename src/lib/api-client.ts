import { ApiError, UNAUTHORIZED_CODE, type ErrorBody } from './errors';

/** The four request headers of the spec, sent when known. */
export interface RequestContext {
  originDomain?: string;
  language?: string;
  locale?: string;
  countryCode?: string;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** The bearer token, or null when signed out. */
  getToken: () => string | null;
  /** True when a token exists but has expired: the call is not made and counts as a 401. */
  isTokenExpired: () => boolean;
  getRequestContext: () => RequestContext;
  /** Called once per 401 UNAUTHORIZED_ACCESS (or expired token) before the error is thrown. */
  onUnauthorized: () => void;
  /** Message for a failure whose body says nothing. */
  genericErrorMessage: () => string;
  /** Calls wait for this first (the demo build's in-browser backend, which starts after the first paint). */
  ready?: Promise<unknown>;
}

const defaultBaseUrl = (import.meta.env?.VITE_API_BASE_URL as string | undefined) || '/api';

const config: ApiClientConfig = {
  baseUrl: defaultBaseUrl,
  getToken: () => null,
  isTokenExpired: () => false,
  getRequestContext: () => ({}),
  onUnauthorized: () => {},
  genericErrorMessage: () => 'Something went wrong. Please try again.',
};

export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  Object.assign(config, changes);
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

const contextHeaders: Record<keyof RequestContext, string> = {
  originDomain: 'X-Origin-Domain',
  language: 'X-Language',
  locale: 'X-Locale',
  countryCode: 'X-CountryCode',
};

function buildHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const context = config.getRequestContext();
  for (const key of Object.keys(contextHeaders) as (keyof RequestContext)[]) {
    const value = context[key];
    if (value) headers.set(contextHeaders[key], value);
  }
  // FormData sets its own multipart boundary; anything else orval sends is JSON.
  if (init.body instanceof FormData) headers.delete('Content-Type');
  else if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** The orval mutator: every generated request function goes through here. */
export async function apiClient<T>(url: string, init: RequestInit = {}): Promise<T> {
  if (config.getToken() && config.isTokenExpired()) {
    config.onUnauthorized();
    throw new ApiError(401, { code: UNAUTHORIZED_CODE, message: 'Session expired' }, config.genericErrorMessage());
  }
  if (import.meta.env.VITE_MOCKS === 'true' && config.ready) await config.ready;
  const response = await fetch(`${config.baseUrl}${url}`, { ...init, headers: buildHeaders(init) });
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, body as ErrorBody | undefined, config.genericErrorMessage());
    if (error.status === 401 && error.code === UNAUTHORIZED_CODE) config.onUnauthorized();
    throw error;
  }
  return body as T;
}

/** orval types each hook's error as ErrorType<the declared error body>. */
export type ErrorType<_Body> = ApiError;
