import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  HttpCode,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { AdminWrites } from '../audit/admin-writes.interceptor';
import { CatalogNeutral } from '../http/http-cache.decorators';
import { ApiRoute, type ApiRouteOptions, ApiTokenRequired } from '../openapi/api-docs.decorators';
import type { PayloadOf, PayloadRef } from '../openapi/payload-schemas';

export const ACCESS_KEY = 'event-kompass:access';

/** Who may call a route. Every route declares exactly one; a test enforces it. */
export type AccessLevel = 'public' | 'user' | 'admin';

/** Anyone, no token needed. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_KEY, 'public');
export const OPTIONAL_USER_KEY = 'event-kompass:optional-user';

/**
 * Anyone; a valid token, when sent, names the caller (read with `@OptionalUser()`). An invalid or
 * old token counts as none: the route worked without one before and must keep doing so.
 */
export const PublicOrLoggedIn = (): MethodDecorator =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'public'), SetMetadata(OPTIONAL_USER_KEY, true));

/** A logged-in user with a valid, current token. */
export const LoggedIn = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'user'), ApiTokenRequired(false));
/**
 * An admin (checked against the database on every request, not just the token). Their writes
 * pass the audit trail's interceptor, and only theirs.
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'admin'), ApiTokenRequired(true), UseInterceptors(AdminWrites));

/** A route's documented answers, and whether a write leaves the public pages as they are. */
export interface RouteOptions extends ApiRouteOptions {
  /** The write cannot change a public answer (`CatalogNeutral`). */
  catalogNeutral?: true;
}

/** The success status is the documented answer's, so it is stated once: 204, 201 or 200. */
function successStatus(options: ApiRouteOptions): number | undefined {
  if (options.noContent !== undefined) return 204;
  if (options.created) return 201;
  return options.ok || options.okFile ? 200 : undefined;
}

/** What a handler documented with `options` may answer: the payload its `ok` or `created` names. */
type AnswerOf<Options extends RouteOptions> = Options extends { ok: infer Ref extends PayloadRef }
  ? PayloadOf<Ref>
  : Options extends { created: infer Ref extends PayloadRef }
    ? PayloadOf<Ref>
    : unknown;

/**
 * A method decorator that holds the handler to its documented answer, so the answer type is
 * written once (in the options) and the reference cannot promise another than the handler gives.
 */
type AnsweringDecorator<Answer> = <Handler extends (...args: never[]) => Answer | Promise<Answer>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<Handler>,
) => void;

/**
 * A handler's access, its HTTP route and its reference entry as one decorator – the stack
 * every route carried: `@UserRoute(Put(':id'), 'Eintrag bearbeiten', { ok: 'OwnListing', errors: [404] })`.
 * Applied in the order the stacked decorators were, so the API reference lists the same answers;
 * the status code follows the documented answer (a POST with `ok` answers 200, not Nest's 201).
 */
function accessRoute(access: () => MethodDecorator) {
  return <const Options extends RouteOptions = object>(
    route: MethodDecorator,
    summary: string,
    options?: Options,
  ): AnsweringDecorator<AnswerOf<Options>> => {
    const status = successStatus(options ?? {});
    return applyDecorators(
      access(),
      route,
      ApiRoute(summary, options),
      ...(status === undefined ? [] : [HttpCode(status)]),
      ...(options?.catalogNeutral ? [CatalogNeutral()] : []),
    );
  };
}
export const PublicRoute = accessRoute(Public);
export const PublicOrLoggedInRoute = accessRoute(PublicOrLoggedIn);
export const UserRoute = accessRoute(LoggedIn);
export const AdminRoute = accessRoute(AdminOnly);

/** The caller as the access guard verified it. */
export interface AuthUser {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  isAdmin: boolean;
  /** Whether the address was confirmed through a mailed link (double opt-in). */
  emailConfirmed: boolean;
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const request = context.switchToHttp().getRequest<{ authUser?: AuthUser }>();
  if (!request.authUser) throw new Error('CurrentUser on a route without @LoggedIn() or @AdminOnly()');
  return request.authUser;
});

/** The caller on a `@PublicOrLoggedIn()` route, null without a valid token. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null =>
    context.switchToHttp().getRequest<{ authUser?: AuthUser }>().authUser ?? null,
);

/** The client's address (the proxy's view when TRUST_PROXY is set). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<{ ip: string }>().ip,
);
