import { ApiError, createApiClient, errorMessage } from '@admin/lib/api-client';

function reply(status: number, text: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    headers: { get: () => null },
  } as unknown as Response;
}

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
});
