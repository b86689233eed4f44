/**
 * The one API client of the storefront and the admin console (docs/decisions.md: Ein API-Client):
 * JSON in and out, the session token in `x-auth-token`, every non-OK answer an `ApiError` with the
 * server's German `msg` (or the caller's fallback text), and every 401 reported, because it means the
 * session is no longer valid.
 */
import { type ApiAnswer, type ApiTransport, messageOf } from '@event-kompass/shared-types';
import { storageItem } from './browser-storage';

/** localStorage key of the session token: one session for the storefront and /admin. */
export const TOKEN_STORAGE_KEY = 'token';

/** The stored session token; on the server (the storefront's entry-server) there is none. */
export const storedToken = storageItem(() => localStorage, TOKEN_STORAGE_KEY);

export type AnswerHeaders = ApiAnswer['headers'];

/** A failed call: the HTTP status (0 when the network failed) and the German text to show, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `msg`, else the caller's fallback; null when neither was given. */
    readonly msg: string | null,
    readonly headers?: AnswerHeaders,
  ) {
    super(msg ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for a failed call: an `ApiError`'s German text, the message of an error the app
 * threw itself (form checks throw German texts), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.msg ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The text to show for a successful call: the `msg` of the server's answer when it has one, else the fallback. */
export function answerMessage(answer: unknown, fallback: string): string {
  return messageOf(answer) ?? fallback;
}

export function readStoredToken(): string | null {
  return storedToken.read();
}

/**
 * Removes the stored token only; the session's state follows later (see the storefront's logout).
 * From now on no request carries it, and a reload or another tab is logged out.
 */
export function clearStoredToken(): void {
  storedToken.write(null);
}

/** Reads `{ msg }` from a JSON error body, or a short plain-text body; never HTML. */
export function extractServerMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    return messageOf(JSON.parse(trimmed));
  } catch {
    if (trimmed.startsWith('<') || trimmed.length > 500) return null;
    return trimmed;
  }
}

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** The German text of the `ApiError` when the server gives no `msg`. */
  fallback?: string;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** The file name from `Content-Disposition`, if the server sent one. */
  fileName: string | null;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  send<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  download(path: string, options?: { fallback?: string }): Promise<DownloadedFile>;
  /** Multipart upload; the answer as text. */
  upload(path: string, form: FormData, options?: { fallback?: string }): Promise<string>;
}

/** The full client: the admin console's `ApiClient` plus requests with options and headers. */
export interface WebApiClient extends ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Like `request`, also giving the answer's headers (`X-Total-Count`, `X-Suggested-Query`). */
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<{ data: T; headers: AnswerHeaders }>;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty = same origin. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** Called on every 401 (missing, invalid or expired token). */
  onUnauthorized?: () => void;
  /** For downloads and uploads, and for JSON calls when no `transport` is given; default: `fetch`. */
  fetchImpl?: typeof fetch;
  /**
   * How JSON requests go out: `fetch` by default, or the server's own in-process transport for the
   * same `/api/...` paths when it renders a page (storefront/src/entry-server.tsx).
   */
  transport?: ApiTransport;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The JSON of an answer's text; nothing for an empty or non-JSON body. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions = {}): WebApiClient {
  const baseUrl = options.baseUrl ?? '';
  const getToken = options.getToken ?? readStoredToken;
  // Looked up per call: tests and the server renderer replace the global fetch after start-up.
  const doFetch: typeof fetch = (input, init) => (options.fetchImpl ?? fetch)(input, init);
  const transport: ApiTransport = options.transport ?? doFetch;

  function headersWith(extra: Record<string, string>): Record<string, string> {
    const token = getToken();
    return token ? { ...extra, 'x-auth-token': token } : extra;
  }

  /** Sends one request; a network failure or non-OK answer becomes an `ApiError`. */
  async function exchange<A extends ApiAnswer>(
    send: () => Promise<A>,
    fallback: string | undefined,
  ): Promise<A> {
    let answer: A;
    try {
      answer = await send();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, fallback ?? null);
    }
    if (!answer.ok) {
      if (answer.status === 401) options.onUnauthorized?.();
      let text = '';
      try {
        text = await answer.text();
      } catch {
        /* no body */
      }
      throw new ApiError(answer.status, extractServerMessage(text) ?? fallback ?? null, answer.headers);
    }
    return answer;
  }

  async function requestWithHeaders<T>(
    path: string,
    { method = 'GET', body, fallback, signal }: RequestOptions = {},
  ): Promise<{ data: T; headers: AnswerHeaders }> {
    const headers = headersWith(
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    );
    const answer = await exchange(
      () =>
        transport(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }),
      fallback,
    );
    return { data: parseJson(await answer.text()) as T, headers: answer.headers };
  }

  async function request<T>(path: string, requestOptions?: RequestOptions): Promise<T> {
    return (await requestWithHeaders<T>(path, requestOptions)).data;
  }

  return {
    request,
    requestWithHeaders,
    get: (path) => request(path),
    send: (method, path, body) => request(path, { method, body }),
    // Downloads and uploads happen in the browser only, never while the server renders a page.
    async download(path, { fallback } = {}) {
      const answer = await exchange(
        () => doFetch(`${baseUrl}${path}`, { method: 'GET', headers: headersWith({}) }),
        fallback,
      );
      return { blob: await answer.blob(), fileName: fileNameFrom(answer.headers.get('Content-Disposition')) };
    },
    async upload(path, form, { fallback } = {}) {
      const answer = await exchange(
        () => doFetch(`${baseUrl}${path}`, { method: 'POST', headers: headersWith({}), body: form }),
        fallback,
      );
      return answer.text();
    },
  };
}
