import type { Category } from '@event-kompass/shared-types';
import type { EntitySubscriberInterface } from 'typeorm';
import { providerSearchColumns } from '../src/common/text/provider-search-columns';
import { addDays, berlinToday } from '../src/common/time/calendar';
import { CategoryEntity } from '../src/modules/catalog/entities/category.entity';
import { InquiryEntity } from '../src/modules/inquiry/entities/inquiry.entity';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { ReviewEntity } from '../src/modules/review/entities/review.entity';
import type { TestApp } from './support/test-app';

/** Test data written straight into the database (the API tests read it back over HTTP). */

let counter = 0;

export interface ProviderSeed {
  firmenname?: string;
  beschreibung?: string;
  email?: string;
  handynummer?: string | null;
  website_url?: string | null;
  instagram_url?: string | null;
  /** Default: activated, valid for another year. */
  active?: boolean;
  validUntil?: string | null;
  categoryIds?: number[];
  suggestion?: string | null;
}

export async function addCategory(t: TestApp, name: string, farbe = '#112233'): Promise<Category> {
  const repo = t.dataSource.getRepository(CategoryEntity);
  const saved = await repo.save(repo.create({ name, description: `${name} für Tests`, farbe }));
  t.catalogChanged();
  return { id: saved.id, name: saved.name, description: saved.description, farbe: saved.farbe };
}

export async function addProvider(t: TestApp, seed: ProviderSeed = {}): Promise<ProviderEntity> {
  counter += 1;
  const firmenname = seed.firmenname ?? `Testanbieter ${counter}`;
  const beschreibung = seed.beschreibung ?? 'Ein Anbieter für Tests.';
  const categories = seed.categoryIds?.length
    ? await t.dataSource.getRepository(CategoryEntity).findBy(seed.categoryIds.map((id) => ({ id })))
    : [];
  const repo = t.dataSource.getRepository(ProviderEntity);
  const saved = await repo.save(
    repo.create({
      firmenname,
      beschreibung,
      email: seed.email ?? `anbieter${counter}@beispiel.de`,
      handynummer: seed.handynummer === undefined ? '0171 0000000' : seed.handynummer,
      websiteUrl: seed.website_url ?? null,
      instagramUrl: seed.instagram_url ?? null,
      istFreigeschaltet: seed.active ?? true,
      eintragGueltigBis: seed.validUntil === undefined ? addDays(berlinToday(), 365) : seed.validUntil,
      neueKategorieVorschlag: seed.suggestion ?? null,
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
