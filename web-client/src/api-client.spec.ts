import { type ApiAnswer } from '@event-kompass/shared-types';
import {
  apiDownload,
  ApiError,
  apiRequest,
  apiRequestWithHeaders,
  createApiClient,
  errorMessage,
  onUnauthorized,
  readStoredToken,
  setApiTransport,
  TOKEN_STORAGE_KEY,
} from './index';

function reply(status: number, text: string, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    blob: async () => new Blob([text]),
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  } as unknown as Response;
}

afterEach(() => {
  localStorage.clear();
  onUnauthorized(null);
});

describe('api client', () => {
  it('sends the token in x-auth-token and JSON bodies', async () => {
    const fetchImpl = jest.fn(async () => reply(200, '{"ok":true}'));
    const api = createApiClient({ fetchImpl, getToken: () => 'abc' });
    await expect(api.send('PUT', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('/api/x', {
      method: 'PUT',
      headers: expect.objectContaining({ 'x-auth-token': 'abc', 'Content-Type': 'application/json' }),
      body: '{"a":1}',
    });
  });

  it('turns { msg } into an ApiError and reports a 401', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      fetchImpl: async () => reply(401, '{"msg":"Token ungültig."}'),
      getToken: () => 'old',
      onUnauthorized,
    });
    const error = await api.get('/api/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Fallback')).toBe('Token ungültig.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the fallback for HTML error pages and network errors', async () => {
    const html = createApiClient({
      fetchImpl: async () => reply(502, '<html>Bad gateway</html>'),
      getToken: () => null,
    });
    expect(errorMessage(await html.get('/x').catch((e: unknown) => e), 'Export fehlgeschlagen.')).toBe(
      'Export fehlgeschlagen.',
    );
    const offline = createApiClient({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
      getToken: () => null,
    });
    expect(errorMessage(await offline.get('/x').catch((e: unknown) => e), 'Fallback')).toBe('Fallback');
  });

  it("keeps an error answer's headers and a German fallback when the server gives no msg", async () => {
    const api = createApiClient({
      fetchImpl: async () => reply(503, '', { 'retry-after': '30' }),
      getToken: () => null,
    });
    const error = await api.request('/api/x', { fallback: 'Nicht erreichbar.' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).msg).toBe('Nicht erreichbar.');
    expect((error as ApiError).headers?.get('Retry-After')).toBe('30');
  });

  it('passes an abort through instead of turning it into an ApiError', async () => {
    const api = createApiClient({
      fetchImpl: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('shows the German text of an error the app threw itself', () => {
    expect(errorMessage(new Error('Bitte geben Sie einen Namen ein.'), 'Fallback')).toBe(
      'Bitte geben Sie einen Namen ein.',
    );
    expect(errorMessage('kaputt', 'Fallback')).toBe('Fallback');
  });

  it('reads the file name of a download, RFC 5987 first', async () => {
    const api = createApiClient({
      fetchImpl: async () =>
        reply(200, 'a;b', {
          'content-disposition': `attachment; filename="export.csv"; filename*=UTF-8''M%C3%A4rz.csv`,
        }),
    });
    expect((await api.download('/api/admin/export')).fileName).toBe('März.csv');
  });
});

describe('the page client (storefront)', () => {
  it('sends the stored token, reads the headers and reports a 401 to the session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const calls: Array<{ path: string; headers?: Record<string, string> }> = [];
    const answers: ApiAnswer[] = [
      reply(200, '[1,2]', { 'x-total-count': '2', 'x-suggested-query': 'Fotograf' }),
      reply(401, '{"msg":"Bitte melden Sie sich an."}'),
    ];
    setApiTransport(async (path, init) => {
      calls.push({ path, headers: init.headers });
      return answers.shift()!;
    });
    const lost = jest.fn();
    onUnauthorized(lost);

    const { data, headers } = await apiRequestWithHeaders<number[]>('/api/providers', { fallback: 'x' });
    expect(data).toEqual([1, 2]);
    expect(headers.get('X-Total-Count')).toBe('2');
    expect(headers.get('X-Suggested-Query')).toBe('Fotograf');
    expect(calls[0]).toEqual({
      path: '/api/providers',
      headers: { Accept: 'application/json', 'x-auth-token': 'tok' },
    });

    const error = await apiRequest('/api/users/me', { fallback: 'Fehler.' }).catch((e: unknown) => e);
    expect(errorMessage(error, 'x')).toBe('Bitte melden Sie sich an.');
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into the request's German fallback", async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/x', { fallback: 'Keine Verbindung.' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error, 'x')).toBe('Keine Verbindung.');
  });

  it('downloads through fetch with the token and falls back to the given file name', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const fetchMock = jest.fn(async () => reply(200, '{}'));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const file = await apiDownload('/api/users/me/export', { fallback: 'x', fallbackName: 'daten.json' });
      expect(file.fileName).toBe('daten.json');
      expect(fetchMock).toHaveBeenCalledWith('/api/users/me/export', {
        method: 'GET',
        headers: { 'x-auth-token': 'tok' },
      });
    } finally {
      global.fetch = realFetch;
    }
  });

  it('reads no token where there is no storage (server rendering)', () => {
    const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    // Deleting the jsdom property is how the server looks from here.
    delete (globalThis as { localStorage?: Storage }).localStorage;
    try {
      expect(readStoredToken()).toBeNull();
    } finally {
      if (storage) Object.defineProperty(globalThis, 'localStorage', storage);
    }
  });
});
