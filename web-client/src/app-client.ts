/**
 * The page's own client, as module functions: the storefront's session registers its 401 handler
 * here and its server renderer hands in the in-process transport (storefront/src/entry-server.tsx).
 */
import { type ApiTransport } from '@event-kompass/shared-types';
import { type AnswerHeaders, createApiClient, parseJson, type RequestOptions } from './api-client';

let transport: ApiTransport | null = null;
let unauthorizedHandler: (() => void) | null = null;

// Pure: a bundle that uses none of the functions below (the admin console) drops the client too.
const appClient = /* @__PURE__ */ createApiClient({
  transport: (path, init) => (transport ?? fetch)(path, init),
  onUnauthorized: () => unauthorizedHandler?.(),
});

/** How requests go out from now on: the server's in-process transport while it renders pages. */
export function setApiTransport(send: ApiTransport): void {
  transport = send;
}

/** The session registers here; called on every 401 answer. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** A request whose failure carries `fallback` when the server gives no `msg`. */
type AppRequestOptions = RequestOptions & { fallback: string };

export function apiRequest<T>(path: string, options: AppRequestOptions): Promise<T> {
  return appClient.request<T>(path, options);
}

/** Like `apiRequest`, also giving the answer's headers (list totals, spelling suggestions). */
export function apiRequestWithHeaders<T>(
  path: string,
  options: AppRequestOptions,
): Promise<{ data: T; headers: AnswerHeaders }> {
  return appClient.requestWithHeaders<T>(path, options);
}

/** A file the server sends as an attachment: its content and the server's file name (or `fallbackName`). */
export async function apiDownload(
  path: string,
  { fallback, fallbackName }: { fallback: string; fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const file = await appClient.download(path, { fallback });
  return { blob: file.blob, fileName: file.fileName ?? fallbackName };
}

/** A multipart upload whose answer is JSON. */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  { fallback }: { fallback: string },
): Promise<T> {
  return parseJson(await appClient.upload(path, form, { fallback })) as T;
}
