import { providerSearchColumns } from '../../src/common/text/provider-search-columns';
import { addDays, berlinToday } from '../../src/common/time/calendar';
import { CategoryEntity } from '../../src/modules/catalog/entities/category.entity';
import { ProviderEntity } from '../../src/modules/provider/entities/provider.entity';
import type { TestApp } from './test-app';

let counter = 0;

export interface ProviderFixture {
  firmenname?: string;
  beschreibung?: string;
  email?: string;
  handynummer?: string | null;
  website_url?: string | null;
  instagram_url?: string | null;
  /** Default true. */
  ist_freigeschaltet?: boolean;
  /** Default: a year from today; `null` for an open-ended listing. */
  eintrag_gueltig_bis?: string | null;
  /** Category names; created when missing. */
  kategorien?: string[];
}

export interface CreatedProvider {
  id: number;
  firmenname: string;
  email: string;
}

async function categoryNamed(t: TestApp, name: string): Promise<CategoryEntity> {
  const repo = t.dataSource.getRepository(CategoryEntity);
  return (
    (await repo.findOneBy({ name })) ?? repo.save(repo.create({ name, description: null, farbe: '#48bb78' }))
  );
}

/**
 * A provider written straight into the test database (the admin routes that create them
 * belong to another module), with its folded search columns as the app would write them.
 */
export async function createProvider(t: TestApp, fixture: ProviderFixture = {}): Promise<CreatedProvider> {
  counter += 1;
  const firmenname = fixture.firmenname ?? `Testanbieter ${counter}`;
  const beschreibung = fixture.beschreibung ?? 'Ein Anbieter für Tests.';
  const categoryNames = fixture.kategorien ?? [];
  const kategorien = [];
  for (const name of categoryNames) kategorien.push(await categoryNamed(t, name));
  const search = providerSearchColumns(firmenname, beschreibung, categoryNames);
  const repo = t.dataSource.getRepository(ProviderEntity);
  const saved = await repo.save(
    repo.create({
      firmenname,
      beschreibung,
      email: fixture.email ?? `anbieter${counter}-${Date.now()}@beispiel.de`,
      handynummer: fixture.handynummer ?? null,
      websiteUrl: fixture.website_url ?? null,
      instagramUrl: fixture.instagram_url ?? null,
      istFreigeschaltet: fixture.ist_freigeschaltet ?? true,
      eintragGueltigBis:
        fixture.eintrag_gueltig_bis === undefined ? addDays(berlinToday(), 365) : fixture.eintrag_gueltig_bis,
      neueKategorieVorschlag: null,
      searchName: search.searchName,
      searchText: search.searchText,
      erstelltAm: new Date(),
      kategorien,
    }),
  );
  t.catalogChanged();
  return { id: saved.id, firmenname: saved.firmenname, email: saved.email };
}

/** Moves an inquiry's event date (e.g. into the past, so it may be reviewed). */
export async function setEventDate(t: TestApp, inquiryId: number, isoDate: string): Promise<void> {
  await t.dataSource.query('UPDATE inquiries SET event_datum = ? WHERE id = ?', [isoDate, inquiryId]);
}
