import type { Category } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import type { EntitySubscriberInterface } from 'typeorm';
import { providerSearchColumns } from '../../src/common/text/provider-search-columns';
import { CategoryEntity } from '../../src/modules/catalog/entities/category.entity';
import { InquiryEntity } from '../../src/modules/inquiry/entities/inquiry.entity';
import { ProviderEntity } from '../../src/modules/provider/entities/provider.entity';
import { placeColumns } from '../../src/modules/provider/provider.service';
import { ReviewEntity } from '../../src/modules/review/entities/review.entity';
import { ProviderPhotoEntity } from '../../src/modules/photo/entities/provider-photo.entity';
import type { TestApp } from './test-app';

/**
 * Test data written straight into the database (the API tests read it back over HTTP), with
 * the folded search columns as the app would write them. Field names as in the API.
 */

let counter = 0;

export interface ProviderSeed {
  firmenname?: string;
  beschreibung?: string;
  email?: string;
  /** Default '0171 0000000'; `null` for none. */
  handynummer?: string | null;
  website_url?: string | null;
  instagram_url?: string | null;
  /** Default true. */
  ist_freigeschaltet?: boolean;
  /** Default: a year from today; `null` for an open-ended listing. */
  eintrag_gueltig_bis?: string | null;
  /** Existing categories by id. */
  kategorie_ids?: number[];
  /** Categories by name, created when missing. */
  kategorien?: string[];
  neue_kategorie_vorschlag?: string | null;
  /** A real postal code; `ort` is derived as the app does. */
  plz?: string | null;
  /** Default 50. */
  einsatzradius_km?: number;
  preis_ab?: number | null;
}

export async function addCategory(t: TestApp, name: string, farbe = '#112233'): Promise<Category> {
  const repo = t.dataSource.getRepository(CategoryEntity);
  const saved = await repo.save(repo.create({ name, description: `${name} für Tests`, farbe }));
  t.catalogChanged();
  return { id: saved.id, name: saved.name, description: saved.description, farbe: saved.farbe };
}

async function categoryNamed(t: TestApp, name: string): Promise<CategoryEntity> {
  const repo = t.dataSource.getRepository(CategoryEntity);
  return (
    (await repo.findOneBy({ name })) ?? repo.save(repo.create({ name, description: null, farbe: '#48bb78' }))
  );
}

export async function addProvider(t: TestApp, seed: ProviderSeed = {}): Promise<ProviderEntity> {
  counter += 1;
  const firmenname = seed.firmenname ?? `Testanbieter ${counter}`;
  const beschreibung = seed.beschreibung ?? 'Ein Anbieter für Tests.';
  const categories = seed.kategorie_ids?.length
    ? await t.dataSource.getRepository(CategoryEntity).findBy(seed.kategorie_ids.map((id) => ({ id })))
    : [];
  for (const name of seed.kategorien ?? []) categories.push(await categoryNamed(t, name));
  const repo = t.dataSource.getRepository(ProviderEntity);
  const saved = await repo.save(
    repo.create({
      firmenname,
      beschreibung,
      // Unique across test files that share one database.
      email: seed.email ?? `anbieter${counter}-${Date.now()}@beispiel.de`,
      handynummer: seed.handynummer === undefined ? '0171 0000000' : seed.handynummer,
      websiteUrl: seed.website_url ?? null,
      instagramUrl: seed.instagram_url ?? null,
      istFreigeschaltet: seed.ist_freigeschaltet ?? true,
      eintragGueltigBis:
        seed.eintrag_gueltig_bis === undefined ? addDays(berlinToday(), 365) : seed.eintrag_gueltig_bis,
      neueKategorieVorschlag: seed.neue_kategorie_vorschlag ?? null,
      ...placeColumns(seed.plz ?? null),
      einsatzradiusKm: seed.einsatzradius_km ?? 50,
      preisAb: seed.preis_ab ?? null,
      ...providerSearchColumns(
        firmenname,
        beschreibung,
        categories.map((category) => category.name),
      ),
      erstelltAm: new Date(),
      kategorien: categories,
    }),
  );
  t.catalogChanged();
  return saved;
}

/** An inquiry of `userId` to the provider; `reviewStars` adds a verified review of it. */
export async function addInquiry(
  t: TestApp,
  userId: number,
  providerId: number,
  options: { eventDate?: string; reviewStars?: number } = {},
): Promise<{ inquiryId: number; reviewId: number | null }> {
  const eventDate = options.eventDate ?? addDays(berlinToday(), options.reviewStars ? -10 : 30);
  const inquiry = await t.dataSource.getRepository(InquiryEntity).save({
    userId,
    anbieterId: providerId,
    nachricht: 'Hallo, haben Sie Zeit?',
    eventDatum: eventDate,
    gesendetAm: new Date(),
    hatBewertet: options.reviewStars !== undefined,
  });
  if (options.reviewStars === undefined) return { inquiryId: inquiry.id, reviewId: null };
  const review = await t.dataSource.getRepository(ReviewEntity).save({
    anbieterId: providerId,
    userId,
    inquiryId: inquiry.id,
    sterne: options.reviewStars,
    kommentar: null,
    erstelltAm: new Date(),
  });
  t.catalogChanged();
  return { inquiryId: inquiry.id, reviewId: review.id };
}

/** Moves an inquiry's event date (e.g. into the past, so it may be reviewed). */
export async function setEventDate(t: TestApp, inquiryId: number, isoDate: string): Promise<void> {
  await t.dataSource.query('UPDATE inquiries SET event_datum = ? WHERE id = ?', [isoDate, inquiryId]);
}

/** A unique address per call, so the per-IP form limit stays out of tests that are not about it. */
let ipCounter = 0;
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

/**
 * Counts the statements the database receives while `work` runs, through a TypeORM subscriber
 * (both engines announce every query to subscribers before running it).
 */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const subscriber: EntitySubscriberInterface = {
    beforeQuery: () => {
      count += 1;
    },
  };
  t.dataSource.subscribers.push(subscriber);
  try {
    await work();
  } finally {
    t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(subscriber), 1);
  }
  return count;
}

/** Names `userId` as the account that runs the listing (as an application sent while logged in does). */
export async function setOwner(t: TestApp, providerId: number, userId: number): Promise<void> {
  await t.dataSource.query('DELETE FROM provider_owners WHERE provider_id = ?', [providerId]);
  await t.dataSource.query('INSERT INTO provider_owners (provider_id, user_id) VALUES (?, ?)', [
    providerId,
    userId,
  ]);
}

/** A photo row without files (enough for the access rules); its id. */
export async function addPhotoRow(t: TestApp, providerId: number): Promise<number> {
  const saved = await t.dataSource.getRepository(ProviderPhotoEntity).save({
    providerId,
    position: 0,
    datei: `${'a'.repeat(24)}-1600.webp`,
    dateiKlein: `${'a'.repeat(24)}-480.webp`,
    breite: 1600,
    hoehe: 1200,
    alt: 'Testfoto',
    erstelltAm: new Date(),
  });
  t.catalogChanged();
  return saved.id;
}
