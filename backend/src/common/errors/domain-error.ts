/**
 * What went wrong, in the domain's terms. The exception filter alone turns a kind into an
 * HTTP status, so services never know about HTTP.
 */
export type ErrorKind =
  | 'bad_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'too_many_requests'
  | 'unavailable';

/** A rule was broken; `message` is the German sentence the user sees. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  constructor(message: string) {
    super('bad_input', message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    /** When a retry can succeed, for the `Retry-After` header. */
    readonly retryAfterSeconds?: number,
  ) {
    super('too_many_requests', message);
  }
}
