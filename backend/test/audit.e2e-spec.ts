import type { AuditEntry, Category } from '@event-kompass/shared-types';
import type { NestContainer } from '@nestjs/core';
import { berlinToday, TOTAL_COUNT_HEADER } from '@event-kompass/shared-types';
import { ADMIN_WRITE_ACTIONS } from '../src/modules/audit/admin-write-actions';
import { TransactionRunner } from '../src/database/transaction-runner';
import { runInAdminWriteScope } from '../src/common/audit/admin-write-scope';
import { exportSql, importSql } from './support/backup-helpers';
import { camt053, importStatement } from './support/camt';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addCategory, addInquiry, addProvider, freshIp } from './support/provider-fixtures';
import { collectRoutes } from './support/routes';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { invoiceIdOf, OPERATOR_ENV, requestRenewal } from './support/billing-fixtures';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

describe(`admin audit trail (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp(OPERATOR_ENV);
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function entryCount(): Promise<number> {
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM audit_log');
    return Number(n);
  }

  async function newest(): Promise<AuditEntry> {
    const response = await t.http<AuditEntry[]>('GET', '/api/admin/audit?limit=1', { token: admin.token });
    expect(response.status).toBe(200);
    return response.body[0];
  }

  async function invoiceId(): Promise<number> {
    const { rechnung } = await requestRenewal(t, await addProvider(t));
    return invoiceIdOf(t, rechnung.nummer);
  }

  /** One successful call of each admin write route, keyed like ADMIN_WRITE_ACTIONS. */
  const CALLS: Record<string, () => Promise<{ status: number; ziel: string }>> = {
    'PUT /api/admin/users/:id': async () => {
      const user = await registerUser(t);
      const response = await t.http('PUT', `/api/admin/users/${user.id}`, {
        token: admin.token,
        body: {
          vorname: 'Neu',
          nachname: 'Name',
          email: user.email,
          passwort: 'Geheim-Passwort-123',
          ist_admin: false,
        },
      });
      return { status: response.status, ziel: `Benutzer ${user.id}` };
    },
    'DELETE /api/admin/users/:id': async () => {
      const user = await registerUser(t);
      const response = await t.http('DELETE', `/api/admin/users/${user.id}`, { token: admin.token });
      return { status: response.status, ziel: `Benutzer ${user.id}` };
    },
    'POST /api/admin/reports/:id/decision': async () => {
      const provider = await addProvider(t);
      const author = await registerUser(t);
      const { reviewId } = await addInquiry(t, author.id, provider.id, { reviewStars: 1 });
      await t.http('POST', '/api/reports', {
        headers: freshIp(),
        body: { art: 'bewertung', ziel_id: reviewId, grund: 'Diese Bewertung enthält eine Beleidigung.' },
      });
      const [{ id }] = await t.dataSource.query('SELECT id FROM reports WHERE ziel_id = ? ORDER BY id DESC', [
        reviewId,
      ]);
      const response = await t.http('POST', `/api/admin/reports/${id}/decision`, {
        token: admin.token,
        body: { entscheidung: 'abgelehnt', begruendung: 'Die Bewertung ist eine zulässige Meinung.' },
      });
      return { status: response.status, ziel: `Meldung ${id}` };
    },
    'DELETE /api/admin/reviews/:id': async () => {
      const provider = await addProvider(t);
      const author = await registerUser(t);
      const { reviewId } = await addInquiry(t, author.id, provider.id, { reviewStars: 2 });
      const response = await t.http('DELETE', `/api/admin/reviews/${reviewId}`, {
        token: admin.token,
        body: {},
      });
      return { status: response.status, ziel: `Bewertung ${reviewId}` };
    },
    'DELETE /api/admin/inquiries/:id': async () => {
      const provider = await addProvider(t);
      const user = await registerUser(t);
      const { inquiryId } = await addInquiry(t, user.id, provider.id);
      const response = await t.http('DELETE', `/api/admin/inquiries/${inquiryId}`, { token: admin.token });
      return { status: response.status, ziel: `Anfrage ${inquiryId}` };
    },
    'PUT /api/admin/settings': async () => {
      const response = await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'require_email_verification', wert: 'false' },
      });
      return { status: response.status, ziel: 'Einstellung require_email_verification' };
    },
    'PUT /api/admin/providers/:id': async () => {
      const provider = await addProvider(t);
      const response = await t.http('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: provider.firmenname,
          beschreibung: provider.beschreibung,
          email: provider.email,
          ist_freigeschaltet: true,
          kategorie_ids: [],
        },
      });
      return { status: response.status, ziel: `Anbieter ${provider.id}` };
    },
    'POST /api/admin/providers/:id/renew': async () => {
      const provider = await addProvider(t);
      const response = await t.http('POST', `/api/admin/providers/${provider.id}/renew`, {
        token: admin.token,
      });
      return { status: response.status, ziel: `Anbieter ${provider.id}` };
    },
    'DELETE /api/admin/providers/:id': async () => {
      const provider = await addProvider(t);
      const response = await t.http('DELETE', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {},
      });
      return { status: response.status, ziel: `Anbieter ${provider.id}` };
    },
    'POST /api/admin/categories': async () => {
      const response = await t.http('POST', '/api/admin/categories', {
        token: admin.token,
        body: { name: 'Protokollierte Kategorie' },
      });
      return { status: response.status, ziel: 'Kategorie Protokollierte Kategorie' };
    },
    'PUT /api/admin/categories/:id': async () => {
      const category = await addCategory(t, `Kategorie ${Date.now()}`);
      const response = await t.http<Category>('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: `Umbenannt ${Date.now()}` },
      });
      return { status: response.status, ziel: `Kategorie ${category.id}` };
    },
    'DELETE /api/admin/categories/:id': async () => {
      const category = await addCategory(t, `Weg ${Date.now()}`);
      const response = await t.http('DELETE', `/api/admin/categories/${category.id}`, { token: admin.token });
      return { status: response.status, ziel: `Kategorie ${category.id}` };
    },
    'POST /api/admin/backups': async () => {
      const response = await t.http('POST', '/api/admin/backups', { token: admin.token });
      return { status: response.status, ziel: 'Sicherung' };
    },
    'POST /api/admin/db/import': async () => {
      const { text } = await exportSql(t, admin.token);
      const response = await importSql(t, admin.token, text);
      return { status: response.status, ziel: 'Datenbank' };
    },
    'POST /api/admin/invoices/:id/zahlungen': async () => {
      const id = await invoiceId();
      const response = await t.http('POST', `/api/admin/invoices/${id}/zahlungen`, {
        token: admin.token,
        body: { datum: berlinToday(), betrag_cent: 4000, art: 'ueberweisung' },
      });
      return { status: response.status, ziel: `Rechnung ${id}` };
    },
    'POST /api/admin/invoices/:id/storno': async () => {
      const id = await invoiceId();
      const response = await t.http('POST', `/api/admin/invoices/${id}/storno`, { token: admin.token });
      return { status: response.status, ziel: `Rechnung ${id}` };
    },
    'POST /api/admin/kontoauszuege': async () => {
      const [{ nummer }] = await t.dataSource.query('SELECT nummer FROM invoices WHERE id = ?', [
        await invoiceId(),
      ]);
      const response = await importStatement(
        t,
        admin.token,
        camt053([{ amount: '40.00', reference: nummer }]),
      );
      return { status: response.status, ziel: 'Kontoauszug' };
    },
  };

  it('knows every admin write route (a new one needs an action and a call here)', () => {
    const writes = collectRoutes(t)
      .filter((route) => route.access === 'admin' && !READS.has(route.method))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(writes).toEqual(Object.keys(ADMIN_WRITE_ACTIONS).sort());
    const recorded = Object.entries(ADMIN_WRITE_ACTIONS)
      .filter(([, action]) => action !== null)
      .map(([route]) => route)
      .sort();
    expect(Object.keys(CALLS).sort()).toEqual(recorded);
  });

  it('reaches admin routes without a global interceptor, which every search would pass', () => {
    // Nest shows its global enhancers through no public API; its container holds them.
    const config = (t.app as unknown as { container: NestContainer }).container.applicationConfig;
    expect(config?.getGlobalInterceptors()).toEqual([]);
    expect(config?.getGlobalRequestInterceptors()).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s leaves exactly one entry', async (route) => {
    const before = await entryCount();
    const { status, ziel } = await CALLS[route]();
    expect(status).toBeLessThan(300);
    // The database import replaces the trail with the backup's copy, in which this entry is new.
    if (route !== 'POST /api/admin/db/import') expect(await entryCount()).toBe(before + 1);
    const entry = await newest();
    expect(entry).toEqual({
      zeit: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      admin_email: admin.email,
      aktion: ADMIN_WRITE_ACTIONS[route]?.aktion,
      ziel,
      details: entry.details,
    });
    expect(entry.details ?? '').not.toMatch(/passwort|Geheim-Passwort|token/i);
  });

  it('keeps the fields of an edit without the password and without the person', async () => {
    await CALLS['PUT /api/admin/users/:id']();
    const entry = await newest();
    // Whose data it was stays out: names and addresses are only marked as sent.
    expect(JSON.parse(entry.details ?? '{}')).toEqual({
      vorname: '(angegeben)',
      nachname: '(angegeben)',
      email: '(angegeben)',
      ist_admin: false,
    });
  });

  it('writes nothing for a refused or failed write, nor for reads and the preview', async () => {
    const before = await entryCount();
    expect((await t.http('DELETE', '/api/admin/users/999999', { token: admin.token })).status).toBe(404);
    expect(
      (await t.http('POST', '/api/admin/categories', { token: admin.token, body: { name: '' } })).status,
    ).toBe(400);
    const user = await registerUser(t);
    expect((await t.http('DELETE', '/api/admin/inquiries/1', { token: user.token })).status).toBe(403);
    expect((await t.http('GET', '/api/admin/users', { token: admin.token })).status).toBe(200);
    expect(await entryCount()).toBe(before);
  });

  it('rolls the entry back with the write it belongs to', async () => {
    const runner = t.app.get(TransactionRunner);
    const before = await entryCount();
    const scope = {
      recorded: false,
      record: async (manager: Parameters<Parameters<TransactionRunner['run']>[0]>[0]) => {
        await manager.query(
          "INSERT INTO audit_log (zeit, admin_email, aktion, ziel) VALUES ('2026-01-01 00:00:00', 'a@b.de', 'test', 'x')",
        );
      },
    };
    await expect(
      runInAdminWriteScope(scope, () =>
        runner.run(async (manager) => {
          await manager.query("INSERT INTO categories (name, farbe) VALUES ('Zurückgerollt', '#123456')");
          throw new Error('Abbruch');
        }),
      ),
    ).rejects.toThrow('Abbruch');
    expect(await entryCount()).toBe(before);
    expect(scope.recorded).toBe(false);
    await runInAdminWriteScope(scope, () => runner.run(() => Promise.resolve()));
    expect(await entryCount()).toBe(before + 1);
    expect(scope.recorded).toBe(true);
  });

  it('pages newest first with the total, refuses bad paging, and is for admins only', async () => {
    const total = await entryCount();
    const page = await t.http<AuditEntry[]>('GET', '/api/admin/audit?limit=2&offset=1', {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe(String(total));
    expect(page.body).toHaveLength(2);
    expect(page.body[0].zeit >= page.body[1].zeit).toBe(true);
    for (const query of ['limit=0', 'limit=abc', 'limit=201', 'offset=-1']) {
      const bad = await t.http<{ msg: string }>('GET', `/api/admin/audit?${query}`, { token: admin.token });
      expect([bad.status, bad.body.msg]).toEqual([400, expect.stringMatching(/^Der Parameter/)]);
    }
    const user = await registerUser(t);
    expect((await t.http('GET', '/api/admin/audit', { token: user.token })).status).toBe(403);
    expect((await t.http('GET', '/api/admin/audit')).status).toBe(401);
    // No route changes or deletes the trail.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await t.http(method, '/api/admin/audit', { token: admin.token, body: {} })).status).toBe(404);
    }
  });
});
