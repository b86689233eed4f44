import {
  addMonths,
  type AdminInvoice,
  type AuditEntry,
  type BackupPreview,
  berlinToday,
} from '@event-kompass/shared-types';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { checksum, exportSql, importSql, previewSql } from './support/backup-helpers';
import { createAdmin, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV, requestRenewal } from './support/billing-fixtures';

/**
 * A restore of an older backup never takes back what was issued or booked since (ledger-merge.ts):
 * invoice numbers are never given twice, payments and the renewals they bought stay, and the
 * admins' audit trail keeps every entry — including the restore itself.
 */
describe(`a restore keeps invoices, payments and the audit trail (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  const year = berlinToday().slice(0, 4);
  const number = (n: number) => `RE-${year}-${String(n).padStart(5, '0')}`;

  beforeAll(async () => {
    t = await startTestApp(OPERATOR_ENV);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const renew = async (provider: ProviderEntity) => (await requestRenewal(t, provider)).rechnung;
  const invoices = async () =>
    (await t.http<AdminInvoice[]>('GET', '/api/admin/invoices', { token: admin.token })).body;
  const audit = async () =>
    (await t.http<AuditEntry[]>('GET', '/api/admin/audit?limit=100', { token: admin.token })).body;
  const endOf = async (id: number) =>
    (await t.dataSource.getRepository(ProviderEntity).findOneByOrFail({ id })).eintragGueltigBis;

  it('keeps what came after the backup and never gives a number twice', async () => {
    const first = await addProvider(t, { firmenname: 'Ledger Alpha' });
    const second = await addProvider(t, { firmenname: 'Ledger Beta' });
    expect((await renew(first)).nummer).toBe(number(1));
    const backup = await exportSql(t, admin.token);
    const auditAtBackup = (await audit()).length;

    // After the backup: an invoice for the second listing, paid in full, which renews it.
    const later = await renew(second);
    expect(later.nummer).toBe(number(2));
    const endBefore = await endOf(second.id);
    const laterId = (await invoices()).find((invoice) => invoice.nummer === number(2))!.id;
    const paid = await t.http<AdminInvoice>('POST', `/api/admin/invoices/${laterId}/zahlungen`, {
      token: admin.token,
      body: { datum: berlinToday(), betrag_cent: 4000, art: 'ueberweisung' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('bezahlt');
    const renewedTo = await endOf(second.id);
    expect(renewedTo).toBe(addMonths(endBefore!, 12));
    const trailBeforeRestore = await audit();
    expect(trailBeforeRestore.length).toBeGreaterThan(auditAtBackup);

    // The preview says so before the admin confirms.
    const preview = await previewSql(t, admin.token, backup.text);
    expect(preview.status).toBe(200);
    expect((JSON.parse(preview.text) as BackupPreview).behalten).toMatchObject({
      rechnungen: 1,
      zahlungen: 1,
    });

    const restored = await importSql(t, admin.token, backup.text);
    expect(restored.status).toBe(200);
    expect(restored.text).toContain('Datenbank erfolgreich importiert.');
    expect(restored.text).toContain(
      'Behalten, weil eine Rücksicherung sie nie zurücknimmt: 1 Rechnung, 1 Zahlung und',
    );

    const after = await invoices();
    const kept = after.find((invoice) => invoice.nummer === number(2));
    expect(after.map((invoice) => invoice.nummer).sort()).toEqual([number(1), number(2)]);
    // Still linked to its listing, still paid, and the year it bought is still the listing's.
    expect(kept).toMatchObject({ status: 'bezahlt', anbieter_id: second.id });
    expect(await endOf(second.id)).toBe(renewedTo);
    // Every entry of the trail is still there, and the restore was recorded on top.
    const trail = await audit();
    for (const entry of trailBeforeRestore) expect(trail).toContainEqual(entry);
    expect(trail.length).toBeGreaterThan(trailBeforeRestore.length);

    // The next invoice takes the next number, not one given before the restore.
    expect((await renew(first)).nummer).toBe(number(3));
  });

  it('refuses a backup that gives a number of this installation to another invoice, changing nothing', async () => {
    const { text } = await exportSql(t, admin.token);
    // Another installation's backup: the same number under an id this one never used.
    const foreign = text.replace(
      /INSERT INTO invoices \(id, (.*?)\) VALUES \((\d+), /,
      (_, columns: string) => `INSERT INTO invoices (id, ${columns}) VALUES (99999, `,
    );
    expect(foreign).not.toBe(text);
    const before = await checksum(t, admin.token);
    const looked = await previewSql(t, admin.token, foreign);
    expect(looked.status).toBe(400);
    const refused = await importSql(t, admin.token, foreign);
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(
      /^Die Sicherung passt nicht zu den hier ausgestellten Rechnungen: die Nummer RE-\d{4}-\d{5} ist hier schon an eine andere Rechnung vergeben\. .*Es wurde nichts geändert\.$/,
    );
    expect(await checksum(t, admin.token)).toBe(before);
  });

  it("keeps another installation's trail beside this one's (a restore onto a new server)", async () => {
    const { text } = await exportSql(t, admin.token);
    const trail = await audit();
    // The same ids, other entries: what a new server's first admin writes before restoring.
    const foreign = text
      .split('\n')
      .map((line) =>
        line.startsWith('INSERT INTO audit_log ') ? line.replace(/'([^']+@[^']+)'/, "'alt-$1'") : line,
      )
      .join('\n');
    expect(foreign).not.toBe(text);
    const restored = await importSql(t, admin.token, foreign);
    expect(restored.status).toBe(200);
    const after = await audit();
    for (const entry of trail) expect(after).toContainEqual(entry);
    expect(after.filter((entry) => entry.admin_email.startsWith('alt-')).length).toBeGreaterThan(0);
  });
});
