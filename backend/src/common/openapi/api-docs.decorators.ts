import { applyDecorators, Controller } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiSecurity,
  ApiTags,
  type ResponseObject,
} from '@nestjs/swagger';
import { MESSAGE_BY_STATUS } from '../errors/error-response';
import { type PayloadName, type PayloadRef, payloadSchema } from './payload-schemas';

/** The name of the `x-auth-token` security scheme in the OpenAPI document. */
export const AUTH_TOKEN_SCHEME = 'x-auth-token';

/** Every error answer of the API: the shared type `ApiError`. */
export const ERROR_PAYLOAD: PayloadName = 'ApiError';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** How the document describes one error status: the `{ msg }` body with the API's standard sentence. */
export function errorResponse(status: ErrorStatus): ResponseObject {
  return {
    description: MESSAGE_BY_STATUS[status],
    content: {
      'application/json': {
        schema: payloadSchema(ERROR_PAYLOAD),
        example: { msg: MESSAGE_BY_STATUS[status] },
      },
    },
  };
}

export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, ...errorResponse(status) })));
}

/**
 * The token header and its errors, applied by `@LoggedIn()` and `@AdminOnly()` themselves so
 * no protected route can be documented without them.
 */
export function ApiTokenRequired(admin: boolean): MethodDecorator & ClassDecorator {
  const statuses: ErrorStatus[] = admin ? [401, 403] : [401];
  return applyDecorators(ApiSecurity(AUTH_TOKEN_SCHEME), ApiErrors(...statuses));
}

/** A controller under its path prefix, listed in the API reference under its group (German module name). */
export const ApiController = (group: string, path: string): ClassDecorator =>
  applyDecorators(Controller(path), ApiTags(group));

type HeadersObject = NonNullable<ResponseObject['headers']>;

/** A 200 answer that is not JSON: a download or text, by its media types. */
export interface FileAnswer {
  description: string;
  types: string[];
}

export interface ApiRouteOptions {
  ok?: PayloadRef;
  okHeaders?: HeadersObject;
  okFile?: FileAnswer;
  created?: PayloadRef;
  noContent?: string;
  errors?: ErrorStatus[];
}

/**
 * What a route does, in one German line; its success body (`ok` for 200, `created` for 201) with
 * the headers that answer carries (`okHeaders`, e.g. a list's `X-Total-Count`) and the further
 * errors it may answer with. Bodies are named by their `shared-types` type – `ok: 'PublicProvider'`,
 * a list `ok: ['Category']` – whose generated schema the document lists and the contract tests
 * check answers against; `okFile` describes a download or text answer instead, `noContent` a 204
 * without a body (its German description).
 */
export function ApiRoute(summary: string, options: ApiRouteOptions = {}): MethodDecorator {
  const file = options.okFile;
  return applyDecorators(
    ApiOperation({ summary }),
    ...(options.ok ? [ApiOkResponse({ schema: payloadSchema(options.ok), headers: options.okHeaders })] : []),
    ...(file
      ? [
          ApiOkResponse({
            description: file.description,
            content: Object.fromEntries(
              file.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          }),
        ]
      : []),
    ...(options.created ? [ApiCreatedResponse({ schema: payloadSchema(options.created) })] : []),
    ...(options.noContent ? [ApiNoContentResponse({ description: options.noContent })] : []),
    ApiErrors(...(options.errors ?? [])),
  );
}
