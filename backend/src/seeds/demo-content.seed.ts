import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { addDays, addMonths, berlinToday } from '@event-kompass/shared-types';
import { CatalogService } from '../modules/catalog';
import { IdentityService, PasswordHasher } from '../modules/identity';
import { InquiryService } from '../modules/inquiry';
import { type ProviderEntity, ProviderService } from '../modules/provider';
import { PhotoService, type ProcessedPhoto } from '../modules/photo';
import { ReviewService } from '../modules/review';
import { demoPicture } from './demo-photos';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_INQUIRY_MESSAGES,
  DEMO_PROVIDERS,
  DEMO_REVIEW_COMMENTS,
  DEMO_USER_PASSWORD,
  DEMO_PROVIDER_ACCOUNT,
  DEMO_USERS,
  type DemoListing,
} from './demo-content';
import { SEED_MARKERS, SeedMarkers } from './seed-markers';

/** How many demo listings get an example picture (more would slow every demo start down). */
const DEMO_PHOTO_LISTINGS = 6;

/**
 * Demo pictures as converted by the photo pipeline, by what they show: a reseed (tests, a wiped
 * demo database) reuses them instead of drawing and converting them again.
 */
const preparedDemoPictures = new Map<string, Promise<ProcessedPhoto>>();

/** What the demo content wrote; the admin's password exists nowhere else. */
export interface DemoSeedResult {
  providers: number;
  users: number;
  inquiries: number;
  reviews: number;
  adminPassword: string;
}

/** The listing dates of a demo provider, relative to today so the demo never goes stale. */
export function demoListing(
  listing: DemoListing,
  today: string,
  index: number,
): { active: boolean; validUntil: string | null } {
  switch (listing) {
    case 'active':
      return { active: true, validUntil: addDays(addMonths(today, 6), -(index % 4) * 9) };
    case 'ending-soon':
      return { active: true, validUntil: addDays(today, 10 + (index % 3) * 7) };
    case 'expired':
      return { active: true, validUntil: addDays(today, -5) };
    case 'unlimited':
      return { active: true, validUntil: null };
    case 'pending':
      return { active: false, validUntil: null };
  }
}

function atTen(isoDate: string): Date {
  return new Date(`${isoDate}T10:00:00.000Z`);
}

function earlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** Demo providers, users, inquiries and reviews (demo-content.ts), written through their modules. */
@Injectable()
export class DemoContentSeed {
  constructor(
    private readonly markers: SeedMarkers,
    private readonly hasher: PasswordHasher,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
    private readonly providers: ProviderService,
    private readonly photos: PhotoService,
    private readonly inquiries: InquiryService,
    private readonly reviews: ReviewService,
  ) {}

  /** Writes the demo content into a database nobody has used yet; null when it did not. */
  async run(): Promise<DemoSeedResult | null> {
    if (!(await this.markers.unsetAnd(SEED_MARKERS.demo, (manager) => this.isUnused(manager)))) return null;
    // Hashing is slow on purpose; do it before the transaction, one hash for all demo users.
    const adminPassword = randomBytes(12).toString('base64url');
    const [adminHash, userHash] = await Promise.all([
      this.hasher.hash(adminPassword),
      this.hasher.hash(DEMO_USER_PASSWORD),
    ]);
    const result = await this.markers.once(SEED_MARKERS.demo, async (manager) => {
      // Checked again under the marker: another instance may have started in between.
      if (!(await this.isUnused(manager))) return null;
      return this.writeDemoContent(manager, adminHash, userHash);
    });
    return result ? { ...result, adminPassword } : null;
  }

  /** Only a database nobody has used: no users, no providers. */
  private async isUnused(manager: EntityManager): Promise<boolean> {
    return (await this.identity.countUsers(manager)) === 0 && (await this.providers.count(manager)) === 0;
  }

  private async writeDemoContent(
    manager: EntityManager,
    adminHash: string,
    userHash: string,
  ): Promise<Omit<DemoSeedResult, 'adminPassword'>> {
    const today = berlinToday();
    const now = new Date();

    await this.identity.insertUsers(manager, [
      {
        vorname: 'Demo',
        nachname: 'Admin',
        email: DEMO_ADMIN_EMAIL,
        handynummer: null,
        passwortHash: adminHash,
        istAdmin: true,
        tokenVersion: 0,
        erstelltAm: now,
        emailBestaetigtAm: now,
        erinnerungenErlaubtAm: null,
      },
    ]);
    await this.identity.insertUsers(manager, [
      {
        ...DEMO_PROVIDER_ACCOUNT,
        handynummer: null,
        passwortHash: userHash,
        istAdmin: false,
        tokenVersion: 0,
        erstelltAm: atTen(addDays(today, -210)),
        // Demo accounts count as confirmed, so the demo works with double opt-in switched on.
        emailBestaetigtAm: atTen(addDays(today, -210)),
        erinnerungenErlaubtAm: null,
      },
    ]);
    const users = await this.identity.insertUsers(
      manager,
      DEMO_USERS.map((user, index) => ({
        vorname: user.vorname,
        nachname: user.nachname,
        email: user.email,
        handynummer: user.handynummer ?? null,
        passwortHash: userHash,
        istAdmin: false,
        tokenVersion: 0,
        erstelltAm: atTen(addDays(today, -200 + index * 7)),
        emailBestaetigtAm: atTen(addDays(today, -200 + index * 7)),
        // The demo customers ticked the reminder box at registration, so the reminder job has work.
        erinnerungenErlaubtAm: atTen(addDays(today, -200 + index * 7)),
      })),
    );

    const categoriesByName = new Map(
      (await this.catalog.findAll(manager)).map((category) => [category.name, category]),
    );
    const providers: ProviderEntity[] = [];
    const publicProviders: ProviderEntity[] = [];
    for (const [index, demo] of DEMO_PROVIDERS.entries()) {
      const kategorien = demo.kategorien.flatMap((name) => categoriesByName.get(name) ?? []);
      const { active, validUntil } = demoListing(demo.listing, today, index);
      const provider = await this.providers.insertListing(
        manager,
        demo,
        {
          active,
          validUntil,
          createdAt: atTen(addDays(today, -(DEMO_PROVIDERS.length - index) * 5)),
        },
        kategorien,
      );
      providers.push(provider);
      if (active && (validUntil === null || validUntil >= today)) publicProviders.push(provider);
    }

    // Example pictures for the first listings, so cards and galleries show what photos look like.
    // The demo provider account's own listing among them, so "Mein Eintrag" shows its photos.
    const withPhotos = publicProviders.filter(
      (provider, index) => index < DEMO_PHOTO_LISTINGS || provider.email === DEMO_PROVIDER_ACCOUNT.email,
    );
    const pictures = withPhotos.flatMap((provider, index) =>
      Array.from({ length: provider.email === DEMO_PROVIDER_ACCOUNT.email ? 2 : 1 }, (_, n) => ({
        provider,
        alt: `${provider.firmenname}: Beispielbild ${n + 1}`,
        title: provider.firmenname,
        caption: n === 0 ? (provider.kategorien[0]?.name ?? 'Event-Service') : 'Bei der Arbeit',
        index: index + n,
      })),
    );
    // Converted side by side (sharp works on its own threads), and once per process.
    const prepared = await Promise.all(pictures.map((picture) => this.preparedDemoPicture(picture)));
    for (const [i, picture] of pictures.entries())
      await this.photos.addPreparedInTransaction(manager, picture.provider.id, prepared[i], picture.alt);

    // Each user asked four providers: two events already happened, two lie ahead.
    let inquiries = 0;
    let reviews = 0;
    for (const [userIndex, user] of users.entries()) {
      for (let slot = 0; slot < 4; slot++) {
        const provider = publicProviders[(userIndex * 3 + slot * 7) % publicProviders.length];
        const past = slot < 2;
        const eventDate = past
          ? addDays(today, -(12 + userIndex * 9 + slot * 23))
          : addDays(today, 14 + userIndex * 11 + slot * 17);
        // The last user's past events stay unreviewed, so "Offene Bewertungen" has content.
        const reviewed = past && userIndex % 4 !== 3;
        const inquiryId = await this.inquiries.insert(manager, {
          userId: user.id,
          anbieterId: provider.id,
          nachricht: DEMO_INQUIRY_MESSAGES[(userIndex + slot) % DEMO_INQUIRY_MESSAGES.length],
          eventDatum: eventDate,
          gesendetAm: earlier(atTen(addDays(eventDate, past ? -45 : -30)), now),
          hatBewertet: reviewed,
          // Past events took place: the provider had them booked.
          status: past ? 'gebucht' : 'neu',
        });
        inquiries++;
        if (!reviewed) continue;
        await this.reviews.insert(manager, {
          anbieterId: provider.id,
          userId: user.id,
          inquiryId,
          sterne: 5 - ((userIndex + slot * 2) % 3),
          kommentar: DEMO_REVIEW_COMMENTS[(userIndex * 2 + slot) % DEMO_REVIEW_COMMENTS.length],
          erstelltAm: atTen(addDays(eventDate, 2)),
          antwortText: null,
          antwortAm: null,
        });
        reviews++;
      }
    }
    return { providers: providers.length, users: users.length, inquiries, reviews };
  }

  private preparedDemoPicture(picture: {
    title: string;
    caption: string;
    index: number;
  }): Promise<ProcessedPhoto> {
    const key = `${picture.title}|${picture.caption}|${picture.index}`;
    let prepared = preparedDemoPictures.get(key);
    if (!prepared) {
      prepared = demoPicture(picture.title, picture.caption, picture.index).then((bytes) =>
        this.photos.prepare(bytes),
      );
      // A failed conversion is not kept: the next seed tries again.
      prepared.catch(() => preparedDemoPictures.delete(key));
      preparedDemoPictures.set(key, prepared);
    }
    return prepared;
  }
}
