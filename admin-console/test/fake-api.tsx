import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@event-kompass/web-client';
import { ApiProvider } from '@admin/lib/api-context';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text body (wins over `body`). */
  text?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: {
  method: string;
  path: string;
  body: unknown;
}) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  client: ApiClient;
  /** Every call as `METHOD /path`. */
  calls: { method: string; path: string; body: unknown }[];
  on: (route: string, handler: FakeHandler | FakeReply) => void;
}

/** A real ApiClient over a fake fetch that answers from a `METHOD /path` route table. */
export function createFakeServer(routes: Record<string, FakeHandler | FakeReply> = {}): FakeServer {
  const table = new Map(Object.entries(routes));
  const calls: FakeServer['calls'] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    calls.push({ method, path, body });
    const entry = table.get(`${method} ${path}`);
    if (!entry) throw new Error(`Unerwarteter Aufruf ${method} ${path}`);
    const reply = typeof entry === 'function' ? await entry({ method, path, body }) : entry;
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const fake = {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      blob: async () => new Blob([text]),
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    };
    return fake as unknown as Response;
  };

  return {
    client: createApiClient({ fetchImpl, getToken: () => 'test-token' }),
    calls,
    on: (route, handler) => table.set(route, handler),
  };
}

export function renderWithApi(ui: ReactElement, server: FakeServer): RenderResult {
  return render(
    <MemoryRouter>
      <ApiProvider client={server.client}>{ui}</ApiProvider>
    </MemoryRouter>,
  );
}
