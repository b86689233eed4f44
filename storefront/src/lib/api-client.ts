/**
 * The storefront's one API client: JSON in and out, the session token in `x-auth-token`, and every
 * non-OK answer turned into an `ApiError` whose message is the server's German `msg` or the caller's
 * fallback text. A 401 anywhere means the session is no longer valid: the registered handler clears it.
 */
import { type ApiAnswer, type ApiTransport, messageOf } from '@event-kompass/shared-types';

export const TOKEN_STORAGE_KEY = 'token';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How requests go out: the browser's fetch, or, when the server renders a page, the server's own
 * in-process transport for the same `/api/...` paths (see src/entry-server.tsx).
 */
let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(send: ApiTransport): void {
  transport = send;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers here; called on every 401 answer. */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export function readStoredToken(): string | null {
  // On the server (src/entry-server.tsx) there is no storage and no session.
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Removes the stored token only; the session's state follows later (see the navbar's logout). From
 * now on no request carries it, and a reload or another tab is logged out.
 */
export function clearStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): nothing stored */
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The German text shown when the server gives no `msg`. */
  fallback: string;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Like `apiRequest`, also giving the answer's headers (list totals, spelling suggestions). */
export async function apiRequestWithHeaders<T>(
  path: string,
  { method = 'GET', body, fallback, signal }: RequestOptions,
): Promise<{ data: T; headers: ApiAnswer['headers'] }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: ApiAnswer;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallback, 0);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (response.status === 401) unauthorizedHandler?.();
    throw new ApiError(messageOf(data) ?? fallback, response.status);
  }
  return { data: data as T, headers: response.headers };
}

/**
 * A file the server sends as an attachment (`Content-Disposition`), with the session token: its
 * content and the file name the server chose (or `fallbackName`).
 */
export async function apiDownload(
  path: string,
  { fallback, fallbackName }: { fallback: string; fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token) headers['x-auth-token'] = token;
  let response: Response;
  try {
    // Downloads happen in the browser only, never while the server renders a page.
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(fallback, 0);
  }
  if (!response.ok) {
    if (response.status === 401) unauthorizedHandler?.();
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    throw new ApiError(messageOf(data) ?? fallback, response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** The text to show for a failed request. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
