import { registerUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV } from './support/billing-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Everything the app wrote to its log, as the log shipper would read it. */
class CollectedLog {
  chunks: string[] = [];
  write(chunk: string): void {
    this.chunks.push(chunk);
  }
  get text(): string {
    return this.chunks.join('');
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  /** Lines are batched; waits until one matches. */
  async waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const found = this.lines().find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Keine passende Logzeile in:\n${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe(`health, request ids and logs (${ENGINE})`, () => {
  let t: TestApp;
  const log = new CollectedLog();

  beforeAll(async () => {
    t = await startTestApp(
      {
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        ...OPERATOR_ENV,
      },
      { logLevels: ['log', 'warn', 'error', 'fatal'], logOutput: log },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers GET /api/health/live without asking the database', async () => {
    await t.dataSource.destroy();
    try {
      const live = await t.http('GET', '/api/health/live');
      expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
      expect(live.headers.get('cache-control')).toBe('no-store');
      // The readiness check does notice.
      expect((await t.http('GET', '/api/health')).status).toBe(503);
    } finally {
      await t.dataSource.initialize();
    }
    expect((await t.http('GET', '/api/health')).status).toBe(200);
  });

  it('echoes a sane incoming X-Request-Id and replaces an unusable one', async () => {
    const kept = await t.http('GET', '/api/health/live', { headers: { 'x-request-id': 'lb-4711.abc:1' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4711.abc:1');
    for (const bad of ['a b', 'x'.repeat(65), '"}{"level":"fatal"']) {
      const replaced = await t.http('GET', '/api/health/live', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    const generated = await t.http('GET', '/api/health/live');
    expect(generated.headers.get('x-request-id')).toMatch(UUID);
  });

  it('sends the request id with cached answers, 404s and refused writes', async () => {
    for (let i = 0; i < 2; i++) {
      const cached = await t.http('GET', '/api/categories', { headers: { 'x-request-id': `cache-${i}` } });
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-request-id')).toBe(`cache-${i}`);
    }
    const missing = await t.http('GET', '/api/gibt-es-nicht', { headers: { 'x-request-id': 'nf-1' } });
    expect([missing.status, missing.headers.get('x-request-id')]).toEqual([404, 'nf-1']);
    const refused = await t.http('POST', '/api/auth/login', { body: '{kaputt' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
  });

  it('writes one JSON line per request: level, time, request id, method, path, status, duration', async () => {
    await t.http('GET', '/api/categories?q=geheim-suchwort', { headers: { 'x-request-id': 'line-1' } });
    const line = await log.waitFor((entry) => entry.requestId === 'line-1');
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      context: 'HTTP',
      requestId: 'line-1',
      method: 'GET',
      path: '/api/categories',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(log.text).not.toContain('geheim-suchwort');
    await t.http('GET', '/api/gibt-es-nicht', { headers: { 'x-request-id': 'line-2' } });
    expect(await log.waitFor((entry) => entry.requestId === 'line-2')).toMatchObject({
      level: 'warn',
      status: 404,
    });
  });

  it("writes Nest's own and the application's messages as JSON lines too", async () => {
    // Nest's router lists the routes at start-up; the app's own loggers use the same path.
    expect(await log.waitFor((entry) => entry.context === 'RoutesResolver')).toMatchObject({
      level: 'info',
      msg: expect.any(String),
    });
  });

  it('logs an unexpected error as one JSON line with its stack and the request id', async () => {
    await t.dataSource.destroy();
    try {
      const failed = await t.http('GET', '/api/providers/1?geheim=1', {
        headers: { 'x-request-id': 'err-1' },
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers.get('x-request-id')).toBe('err-1');
    } finally {
      await t.dataSource.initialize();
    }
    const line = await log.waitFor(
      (entry) => entry.context === 'Fehler' && String(entry.msg).includes('err-1'),
    );
    expect(line).toMatchObject({ level: 'error', msg: 'GET /api/providers/1 → 500 [err-1]' });
    expect(line.stack).toEqual(expect.stringMatching(/\S/));
  });

  it('never logs passwords, tokens or bodies', async () => {
    const user = await registerUser(t);
    const login = await t.http<{ token: string }>('POST', '/api/auth/login', {
      headers: { 'x-request-id': 'login-1' },
      body: { email: user.email, passwort: user.password },
    });
    expect(login.status).toBe(200);
    await t.http('GET', '/api/profile/me', { token: login.body.token, headers: { 'x-request-id': 'me-1' } });
    await t.http('POST', '/api/auth/login', {
      headers: { 'x-request-id': 'login-2' },
      body: { email: user.email, passwort: 'falsches-passwort-123' },
    });
    await log.waitFor((entry) => entry.requestId === 'login-2');
    expect(log.text).toContain('"path":"/api/auth/login"');
    for (const secret of [user.password, 'falsches-passwort-123', login.body.token, user.token, user.email]) {
      expect(log.text).not.toContain(secret);
    }
  });
});
