import { HttpException } from '@nestjs/common';
import { DomainError, type ErrorKind } from './domain-error';

export const GENERIC_ERROR_MESSAGE = 'Ein Fehler ist aufgetreten.';
const INVALID_JSON_MESSAGE = 'Die Anfrage enthält kein gültiges JSON.';
export const UNAVAILABLE_MESSAGE =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many_requests: 429,
  unavailable: 503,
};

export const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Sie haben keine Berechtigung für diese Aktion.',
  404: 'Die angeforderte Ressource wurde nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  406: 'Dieses Antwortformat wird nicht unterstützt.',
  409: 'Die Anfrage steht im Konflikt mit vorhandenen Daten.',
  413: 'Die Anfrage ist zu groß (höchstens 1 MB).',
  415: 'Dieser Inhaltstyp wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  503: UNAVAILABLE_MESSAGE,
};

/** Error codes of a database that cannot be reached (mysql2, Node sockets, pools). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'POOL_CLOSED',
  'SQLITE_BUSY',
]);

export interface ErrorResponse {
  status: number;
  msg: string;
  /** True when the error is unexpected and worth logging with its stack. */
  unexpected: boolean;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  // TypeORM wraps driver errors in QueryFailedError with the original in driverError.
  const driver = (error as { driverError?: { code?: unknown } }).driverError;
  return typeof driver?.code === 'string' ? driver.code : undefined;
}

/** Turns anything thrown into the one error shape of the API: status and a German msg. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) {
    return { status: STATUS_BY_KIND[error.kind], msg: error.message, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const own = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
    // Nest re-wraps Fastify's body-parser errors, keeping only the English message.
    if (status === 400 && typeof body === 'string' && /JSON/.test(body)) {
      return { status, msg: INVALID_JSON_MESSAGE, unexpected: false };
    }
    const msg = typeof own === 'string' ? own : (MESSAGE_BY_STATUS[status] ?? GENERIC_ERROR_MESSAGE);
    return { status, msg, unexpected: status >= 500 };
  }
  const code = errorCode(error);
  // mysql2's pool refuses with a bare Error once too many requests wait: shed load with a 503.
  const poolFull = error instanceof Error && error.message === 'Queue limit reached.';
  if ((code && UNAVAILABLE_CODES.has(code)) || poolFull) {
    return { status: 503, msg: UNAVAILABLE_MESSAGE, unexpected: true };
  }
  // Fastify's own errors (body parsing, content types, size) carry a 4xx statusCode.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return { status: 400, msg: INVALID_JSON_MESSAGE, unexpected: false };
    }
    return {
      status: statusCode,
      msg: MESSAGE_BY_STATUS[statusCode] ?? 'Die Anfrage ist ungültig.',
      unexpected: false,
    };
  }
  return { status: 500, msg: GENERIC_ERROR_MESSAGE, unexpected: true };
}
