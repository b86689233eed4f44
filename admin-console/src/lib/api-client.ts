import { messageOf } from '@event-kompass/shared-types';

/** localStorage key of the session token, shared with the storefront. */
export const TOKEN_STORAGE_KEY = 'token';

/** A failed call: the HTTP status (0 when the network failed) and the server's `msg` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's `msg` when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The text to show for a successful call: the `msg` of the server's answer when it has one, else the fallback. */
export function answerMessage(answer: unknown, fallback: string): string {
  return messageOf(answer) ?? fallback;
}

export interface DownloadedFile {
  blob: Blob;
  /** The file name from `Content-Disposition`, if the server sent one. */
  fileName: string | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  send<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  download(path: string): Promise<DownloadedFile>;
  /** Multipart upload; the answer is text. */
  upload(path: string, form: FormData): Promise<string>;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty = same origin. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** Called on every 401 (missing, invalid or expired token). */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
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

function fileNameFrom(disposition: string | null): string | null {
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

/** The one API client of the admin console: token header, JSON, `{ msg }` → ApiError, 401 → callback. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const getToken = options.getToken ?? readStoredToken;

  async function request(method: HttpMethod, path: string, body?: BodyInit, json = false): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    const token = getToken();
    if (token) headers['x-auth-token'] = token;
    if (json) headers['Content-Type'] = 'application/json';
    const doFetch = options.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { method, headers, body });
    } catch {
      throw new ApiError(0, null);
    }
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      let text = '';
      try {
        text = await response.text();
      } catch {
        /* no body */
      }
      throw new ApiError(response.status, extractServerMessage(text));
    }
    return response;
  }

  async function readJson<T>(response: Response): Promise<T> {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    async get<T>(path: string) {
      return readJson<T>(await request('GET', path));
    },
    async send<T>(method: HttpMethod, path: string, body?: unknown) {
      const response = await request(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        body !== undefined,
      );
      return readJson<T>(response);
    },
    async download(path: string) {
      const response = await request('GET', path);
      return {
        blob: await response.blob(),
        fileName: fileNameFrom(response.headers.get('Content-Disposition')),
      };
    },
    async upload(path: string, form: FormData) {
      const response = await request('POST', path, form);
      return response.text();
    },
  };
}
