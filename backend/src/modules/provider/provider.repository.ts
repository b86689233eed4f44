import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { compareGerman, type ProviderCategoryRef } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { columnByIds, MAX_IN_LIST } from '../../database/id-batch';
import {
  booleanFromRow,
  countFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  optionalIsoDateFromRow,
  optionalNumberFromRow,
  optionalTextFromRow,
  type Row,
} from '../../database/row-values';
import { updateRows } from '../../database/update-rows';
import { ProviderEntity } from './entities/provider.entity';
import { ProviderOwnerEntity } from './entities/provider-owner.entity';
import type {
  AdminListing,
  ListingUser,
  ProviderContact,
  PublicListing,
  ExpiringListing,
  RenewalListing,
  RetiredListing,
} from './provider.types';

/**
 * Public means activated and valid today or later (or without an end date). `today` is the
 * Berlin calendar day as `YYYY-MM-DD`; DATE columns compare as such on both engines. The one
 * place this rule is written.
 */
const PUBLIC_CONDITION =
  'p.ist_freigeschaltet = 1 AND (p.eintrag_gueltig_bis IS NULL OR p.eintrag_gueltig_bis >= ?)';

/**
 * A provider's category ids as one comma-separated text (GROUP_CONCAT reads the same on both
 * engines): the rows carry their links, and names and colours come from the catalog.
 */
const CATEGORY_IDS = `(SELECT GROUP_CONCAT(pc.category_id) FROM provider_categories pc
  WHERE pc.provider_id = p.id) AS category_ids`;

const PUBLIC_COLUMNS = `p.id, p.firmenname, p.beschreibung, p.website_url, p.instagram_url,
  p.plz, p.ort, p.einsatzradius_km, p.preis_ab, p.antwortzeit_stunden, p.antwortquote, ${CATEGORY_IDS}`;

const ADMIN_COLUMNS = `${PUBLIC_COLUMNS}, p.email, p.handynummer, p.ist_freigeschaltet,
  p.eintrag_gueltig_bis, p.neue_kategorie_vorschlag, p.erstellt_am`;

const CONTACT_COLUMNS = 'p.id, p.firmenname, p.email';

/**
 * Who runs a listing: the account named in `provider_owners`, or without such a row the account
 * with the listing's e-mail address (an application sent before the account existed) — but only
 * once that account has confirmed the address. Anybody can register any address; until the verify,
 * reset or setup link proves the mailbox, the address grants nothing (issue 23: a stranger
 * registered a provider's address and read its customers' inquiries). Needs `WITH_OWNER`.
 */
function ownedBy(user: ListingUser): { clause: string; params: unknown[] } {
  return user.emailConfirmed
    ? {
        clause: '(o.user_id = ? OR (o.user_id IS NULL AND LOWER(p.email) = LOWER(?)))',
        params: [user.id, user.email],
      }
    : { clause: 'o.user_id = ?', params: [user.id] };
}
const WITH_OWNER = 'providers p LEFT JOIN provider_owners o ON o.provider_id = p.id';

/** A listing's precomputed response figures (both null below the minimum of inquiries). */
export interface ResponseFiguresRow {
  antwortzeit_stunden: number | null;
  antwortquote: number | null;
}

/** The catalog's categories by id (`CatalogService.categoryRefs`). */
export type CategoryRefs = ReadonlyMap<number, ProviderCategoryRef>;

/**
 * The only code that touches `providers` and `provider_categories`. Every list is one
 * statement whatever its length: the rows carry their category ids.
 */
@Injectable()
export class ProviderRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findPublicById(id: number, today: string, refs: CategoryRefs): Promise<PublicListing | null> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${PUBLIC_COLUMNS} FROM providers p WHERE p.id = ? AND ${PUBLIC_CONDITION}`,
      [id, today],
    );
    const [provider] = this.withCategories(rows, toPublic, refs);
    return provider ?? null;
  }

  /** Runs on the caller's transaction when given one (an inquiry checks and writes in one). */
  async findPublicContact(
    id: number,
    today: string,
    manager: EntityManager = this.db.manager,
  ): Promise<ProviderContact | null> {
    const [row] = await manager.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS} FROM providers p WHERE p.id = ? AND ${PUBLIC_CONDITION}`,
      [id, today],
    );
    return row ? toContact(row) : null;
  }

  /** The public ones among a few ids (a Sammelanfrage's), in one statement on the caller's transaction. */
  async findPublicContacts(
    ids: readonly number[],
    today: string,
    manager: EntityManager,
  ): Promise<Map<number, ProviderContact>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS} FROM providers p WHERE p.id IN (${ids.map(() => '?').join(', ')}) AND ${PUBLIC_CONDITION}`,
      [...ids, today],
    );
    return new Map(rows.map((row) => [numberFromRow(row.id), toContact(row)]));
  }

  async countPublic(today: string): Promise<number> {
    const [row] = await this.db.query<Row[]>(
      `SELECT COUNT(*) AS n FROM providers p WHERE ${PUBLIC_CONDITION}`,
      [today],
    );
    return countFromRow(row?.n);
  }

  /** Public providers by id after `afterId` (keyset paging): what the search catalog is built from. */
  async findPublicPage(
    today: string,
    refs: CategoryRefs,
    afterId: number,
    limit: number,
  ): Promise<PublicListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${PUBLIC_COLUMNS} FROM providers p WHERE ${PUBLIC_CONDITION} AND p.id > ?
       ORDER BY p.id LIMIT ${Math.max(1, Math.floor(limit))}`,
      [today, afterId],
    );
    return this.withCategories(rows, toPublic, refs);
  }

  /** Pending applications first (they need the admin), then by name. */
  async findAllForAdmin(refs: CategoryRefs): Promise<AdminListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${ADMIN_COLUMNS} FROM providers p ORDER BY p.ist_freigeschaltet, p.search_name, p.id`,
    );
    return this.withCategories(rows, toAdmin, refs);
  }

  async findForAdmin(id: number, refs: CategoryRefs): Promise<AdminListing | null> {
    const rows = await this.db.query<Row[]>(`SELECT ${ADMIN_COLUMNS} FROM providers p WHERE p.id = ?`, [id]);
    const [provider] = this.withCategories(rows, toAdmin, refs);
    return provider ?? null;
  }

  /** The listings the user runs, oldest first. */
  async findOwned(user: ListingUser, refs: CategoryRefs): Promise<AdminListing[]> {
    const owned = ownedBy(user);
    const rows = await this.db.query<Row[]>(
      `SELECT ${ADMIN_COLUMNS} FROM ${WITH_OWNER} WHERE ${owned.clause} ORDER BY p.id`,
      owned.params,
    );
    return this.withCategories(rows, toAdmin, refs);
  }

  /** The ids of the listings the user runs, in the caller's transaction. */
  async ownedIds(manager: EntityManager, user: ListingUser): Promise<number[]> {
    const owned = ownedBy(user);
    const rows = await manager.query<Row[]>(
      `SELECT p.id FROM ${WITH_OWNER} WHERE ${owned.clause} ORDER BY p.id`,
      owned.params,
    );
    return rows.map((row) => numberFromRow(row.id));
  }

  /** The ids of the listings that name this account as their owner, in the caller's transaction. */
  async namedOwnedIds(manager: EntityManager, userId: number): Promise<number[]> {
    const rows = await manager.find(ProviderOwnerEntity, { where: { userId }, order: { providerId: 'ASC' } });
    return rows.map((row) => row.providerId);
  }

  /**
   * Of the given listings, those whose contact address is one of `emails` get `replacement`
   * instead and go offline; a phone number equal to `phone` is removed.
   */
  async replaceContact(
    manager: EntityManager,
    ids: readonly number[],
    emails: readonly string[],
    phone: string | null,
    replacement: string,
  ): Promise<void> {
    if (ids.length === 0) return;
    // Not idBatch: its fallback for long lists ("1 = 1") would reach other people's listings here.
    const where = `id IN (${ids.map(() => '?').join(', ')})`;
    const params = [...ids];
    if (emails.length > 0) {
      await manager.query(
        `UPDATE providers SET email = ?, ist_freigeschaltet = 0 WHERE (${where}) AND LOWER(email) IN (${emails.map(() => '?').join(', ')})`,
        [replacement, ...params, ...emails.map((email) => email.toLowerCase())],
      );
    }
    if (phone !== null) {
      await manager.query(`UPDATE providers SET handynummer = NULL WHERE (${where}) AND handynummer = ?`, [
        ...params,
        phone,
      ]);
    }
  }

  /** Whether the user runs this listing (in the caller's transaction when given one). */
  async isOwnedBy(
    providerId: number,
    user: ListingUser,
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const owned = ownedBy(user);
    const rows = await manager.query<Row[]>(
      `SELECT p.id FROM ${WITH_OWNER} WHERE p.id = ? AND ${owned.clause}`,
      [providerId, ...owned.params],
    );
    return rows.length > 0;
  }

  /** Whether any of a few listings is the user's, in one statement. */
  async isAnyOwnedBy(providerIds: readonly number[], user: ListingUser): Promise<boolean> {
    if (providerIds.length === 0) return false;
    const owned = ownedBy(user);
    const rows = await this.db.query<Row[]>(
      `SELECT p.id FROM ${WITH_OWNER} WHERE p.id IN (${providerIds.map(() => '?').join(', ')}) AND ${owned.clause} LIMIT 1`,
      [...providerIds, ...owned.params],
    );
    return rows.length > 0;
  }

  /**
   * Holds the listing's row until the transaction ends, so writes that count a listing's rows
   * (its photos) queue behind each other. MySQL only: SQLite runs one write transaction at a time.
   */
  async lockListing(manager: EntityManager, providerId: number): Promise<void> {
    if (manager.connection.options.type !== 'mysql') return;
    await manager.query('SELECT id FROM providers WHERE id = ? FOR UPDATE', [providerId]);
  }

  /** The named owners (not those by e-mail) of the given listings. */
  namedOwners(ids: readonly number[]): Promise<Map<number, number>> {
    return columnByIds(this.db, 'provider_owners o', 'o.provider_id', 'o.user_id', ids, numberFromRow);
  }

  /** Which AGB version the applicant accepted, and when. */
  async recordTermsAccepted(manager: EntityManager, id: number, version: string, at: Date): Promise<void> {
    await manager.update(ProviderEntity, { id }, { agbVersion: version, agbAkzeptiertAm: at });
  }

  /** The named owner of one listing, in the caller's transaction; null when it goes by e-mail. */
  async namedOwner(manager: EntityManager, providerId: number): Promise<number | null> {
    const row = await manager.findOneBy(ProviderOwnerEntity, { providerId });
    return row ? row.userId : null;
  }

  /** Names an owner (replacing any), or with null removes the named one. */
  async setOwner(manager: EntityManager, providerId: number, userId: number | null): Promise<void> {
    await manager.delete(ProviderOwnerEntity, { providerId });
    if (userId !== null) await manager.insert(ProviderOwnerEntity, { providerId, userId });
  }

  /** Activated listings with an end date between `from` and `until` (inclusive; `from` may be open), soonest first. */
  async findActivatedEndingBetween(from: string | null, until: string): Promise<RenewalListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS}, p.eintrag_gueltig_bis FROM providers p
       WHERE p.ist_freigeschaltet = 1 AND p.eintrag_gueltig_bis IS NOT NULL
         AND p.eintrag_gueltig_bis >= ? AND p.eintrag_gueltig_bis <= ?
       ORDER BY p.eintrag_gueltig_bis, p.id`,
      [from ?? '0000-01-01', until],
    );
    return rows.map(toRenewal);
  }

  /**
   * "Ablaufende": activated listings ending by `until` (also those already ended) and the ones the
   * daily job took offline when they ended, which stay here until renewed; soonest end first.
   */
  async findExpiringForAdmin(until: string): Promise<ExpiringListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS}, p.eintrag_gueltig_bis, p.ist_freigeschaltet, p.abgelaufen_am FROM providers p
       WHERE p.eintrag_gueltig_bis IS NOT NULL AND p.eintrag_gueltig_bis <= ?
         AND (p.ist_freigeschaltet = 1 OR p.abgelaufen_am IS NOT NULL)
       ORDER BY p.eintrag_gueltig_bis, p.id`,
      [until],
    );
    return rows.map((row) => ({
      ...toRenewal(row),
      ist_freigeschaltet: Number(row.ist_freigeschaltet) === 1,
      abgelaufen_am: optionalIsoDateFromRow(row.abgelaufen_am),
    }));
  }

  /** Activated listings whose last day lies before `today`. */
  async findExpiredActivated(today: string): Promise<RenewalListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS}, p.eintrag_gueltig_bis FROM providers p
       WHERE p.ist_freigeschaltet = 1 AND p.eintrag_gueltig_bis IS NOT NULL AND p.eintrag_gueltig_bis < ?
       ORDER BY p.id`,
      [today],
    );
    return rows.map(toRenewal);
  }

  /** The condition repeats findExpiredActivated's, so a listing renewed meanwhile stays untouched. */
  async deactivateIfExpired(manager: EntityManager, id: number, today: string): Promise<boolean> {
    const changed = await updateRows(
      manager,
      ProviderEntity,
      { istFreigeschaltet: false, abgelaufenAm: today },
      'id = :id AND ist_freigeschaltet = :on AND eintrag_gueltig_bis < :today',
      { id, on: true, today },
    );
    return changed === 1;
  }

  /**
   * The current end of each of these listings that exists, its row held until the transaction
   * ends (MySQL; SQLite runs one write transaction at a time), in blocks of IN lists.
   */
  async lockEnds(manager: EntityManager, ids: readonly number[]): Promise<Map<number, string | null>> {
    const ends = new Map<number, string | null>();
    const lock = manager.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    for (let start = 0; start < sorted.length; start += MAX_IN_LIST) {
      const part = sorted.slice(start, start + MAX_IN_LIST);
      const rows = await manager.query<Row[]>(
        `SELECT id, eintrag_gueltig_bis FROM providers WHERE id IN (${part.map(() => '?').join(', ')}) ORDER BY id${lock}`,
        part,
      );
      for (const row of rows)
        ends.set(numberFromRow(row.id), optionalIsoDateFromRow(row.eintrag_gueltig_bis));
    }
    return ends;
  }

  /** Sets these listings' end and keeps them activated (a renewal), one UPDATE per block of ids. */
  async setRenewed(manager: EntityManager, ids: readonly number[], until: string): Promise<void> {
    for (let start = 0; start < ids.length; start += MAX_IN_LIST) {
      await updateRows(
        manager,
        ProviderEntity,
        { eintragGueltigBis: until, istFreigeschaltet: true, abgelaufenAm: null },
        'id IN (:...ids)',
        { ids: ids.slice(start, start + MAX_IN_LIST) },
      );
    }
  }

  /** Takes a listing offline whatever its end date; false when it was not online. */
  async deactivate(manager: EntityManager, id: number): Promise<boolean> {
    const changed = await updateRows(
      manager,
      ProviderEntity,
      { istFreigeschaltet: false },
      'id = :id AND ist_freigeschaltet = :on',
      { id, on: true },
    );
    return changed === 1;
  }

  /**
   * A listing that was public once and is not today (ended or taken offline), with its category
   * ids: search engines get 410 and a way on instead of a plain 404.
   */
  async findRetired(id: number, today: string, refs: CategoryRefs): Promise<RetiredListing | null> {
    const [row] = await this.db.query<Row[]>(
      `SELECT p.id, ${CATEGORY_IDS} FROM providers p
       WHERE p.id = ? AND p.eintrag_gueltig_bis IS NOT NULL AND NOT (${PUBLIC_CONDITION})`,
      [id, today],
    );
    return row ? { id: numberFromRow(row.id), kategorien: categoriesOf(row.category_ids, refs) } : null;
  }

  /** When each public listing was created or last edited, by id, in one statement (the sitemap's dates). */
  async publicChangeDates(today: string): Promise<Map<number, string>> {
    const rows = await this.db.query<Row[]>(
      `SELECT p.id, p.erstellt_am, p.geaendert_am FROM providers p WHERE ${PUBLIC_CONDITION}`,
      [today],
    );
    return new Map(
      rows.map((row) => {
        const created = isoDateTimeFromRow(row.erstellt_am);
        const changed = row.geaendert_am ? isoDateTimeFromRow(row.geaendert_am) : null;
        // ISO times in UTC compare as text.
        return [numberFromRow(row.id), changed !== null && changed > created ? changed : created];
      }),
    );
  }

  /** Listings that were ever activated (they have an end date), whatever their state now. */
  async findEverActivatedName(id: number): Promise<{ id: number; firmenname: string } | null> {
    const [row] = await this.db.query<Row[]>(
      'SELECT p.id, p.firmenname FROM providers p WHERE p.id = ? AND p.eintrag_gueltig_bis IS NOT NULL',
      [id],
    );
    return row ? { id: numberFromRow(row.id), firmenname: String(row.firmenname) } : null;
  }

  async findContact(manager: EntityManager, id: number): Promise<ProviderContact | null> {
    const [row] = await manager.query<Row[]>(`SELECT ${CONTACT_COLUMNS} FROM providers p WHERE p.id = ?`, [
      id,
    ]);
    return row ? toContact(row) : null;
  }

  /** At most two, so the caller can tell a unique match from an ambiguous one. */
  async findContactsBy(
    manager: EntityManager,
    column: 'email' | 'firmenname',
    value: string,
  ): Promise<ProviderContact[]> {
    const rows = await manager.query<Row[]>(
      `SELECT ${CONTACT_COLUMNS} FROM providers p WHERE LOWER(p.${column}) = ? ORDER BY p.id LIMIT 2`,
      [value.toLowerCase()],
    );
    return rows.map(toContact);
  }

  async exists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.existsBy(ProviderEntity, { id });
  }

  async responseFiguresSet(): Promise<Map<number, ResponseFiguresRow>> {
    const rows = await this.db.query<Row[]>(
      `SELECT p.id, p.antwortzeit_stunden, p.antwortquote FROM providers p
        WHERE p.antwortzeit_stunden IS NOT NULL OR p.antwortquote IS NOT NULL`,
    );
    return new Map(
      rows.map((row) => [
        numberFromRow(row.id),
        {
          antwortzeit_stunden: optionalNumberFromRow(row.antwortzeit_stunden),
          antwortquote: optionalNumberFromRow(row.antwortquote),
        },
      ]),
    );
  }

  async setResponseFigures(id: number, figures: ResponseFiguresRow): Promise<void> {
    await this.db.manager.update(
      ProviderEntity,
      { id },
      { antwortzeitStunden: figures.antwortzeit_stunden, antwortquote: figures.antwortquote },
    );
  }

  namesByIds(ids: readonly number[]): Promise<Map<number, string>> {
    return columnByIds(this.db, 'providers p', 'p.id', 'p.firmenname', ids, String);
  }

  /** Keyset paging for the CSV export, each provider with its category names. */
  async exportPage(afterId: number, limit: number, refs: CategoryRefs): Promise<AdminListing[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${ADMIN_COLUMNS} FROM providers p WHERE p.id > ? ORDER BY p.id LIMIT ${Math.max(1, Math.floor(limit))}`,
      [afterId],
    );
    return this.withCategories(rows, toAdmin, refs);
  }

  async countInCategory(manager: EntityManager, categoryId: number): Promise<number> {
    const [row] = await manager.query<Row[]>(
      'SELECT COUNT(*) AS n FROM provider_categories WHERE category_id = ?',
      [categoryId],
    );
    return countFromRow(row?.n);
  }

  /**
   * Rewrites the folded search columns of a category's providers (after a rename) inside the
   * caller's transaction; `refs` holds the categories' current names.
   */
  async refreshSearchOfCategory(
    manager: EntityManager,
    categoryId: number,
    refs: CategoryRefs,
  ): Promise<number> {
    const ofCategory = 'SELECT pc2.provider_id FROM provider_categories pc2 WHERE pc2.category_id = ?';
    const providers = await manager.query<Row[]>(
      `SELECT p.id, p.firmenname, p.beschreibung FROM providers p WHERE p.id IN (${ofCategory})`,
      [categoryId],
    );
    if (providers.length === 0) return 0;
    const links = await manager.query<Row[]>(
      `SELECT pc.provider_id, pc.category_id FROM provider_categories pc WHERE pc.provider_id IN (${ofCategory})`,
      [categoryId],
    );
    const names = new Map<number, string[]>();
    for (const link of links) {
      const id = numberFromRow(link.provider_id);
      const name = refs.get(numberFromRow(link.category_id))?.name;
      if (name !== undefined) names.set(id, [...(names.get(id) ?? []), name]);
    }
    for (const provider of providers) {
      const id = numberFromRow(provider.id);
      const columns = providerSearchColumns(
        String(provider.firmenname),
        String(provider.beschreibung),
        names.get(id) ?? [],
      );
      await manager.update(ProviderEntity, { id }, columns);
    }
    return providers.length;
  }

  findWithCategories(manager: EntityManager, id: number): Promise<ProviderEntity | null> {
    return manager.findOne(ProviderEntity, { where: { id }, relations: { kategorien: true } });
  }

  findById(manager: EntityManager, id: number): Promise<ProviderEntity | null> {
    return manager.findOneBy(ProviderEntity, { id });
  }

  /** Inserts or updates the row with its category links. */
  save(manager: EntityManager, provider: Partial<ProviderEntity>): Promise<ProviderEntity> {
    const repo = manager.getRepository(ProviderEntity);
    return repo.save(repo.create(provider));
  }

  /** Its category links, inquiries and reviews go with it (the foreign keys cascade). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(ProviderEntity, { id });
  }

  count(manager: EntityManager): Promise<number> {
    return manager.count(ProviderEntity);
  }

  private withCategories<T>(
    rows: Row[],
    map: (row: Row, kategorien: ProviderCategoryRef[]) => T,
    refs: CategoryRefs,
  ): T[] {
    return rows.map((row) => map(row, categoriesOf(row.category_ids, refs)));
  }
}

/** The row's category ids as the catalog's refs, ordered by name the German way. */
function categoriesOf(ids: unknown, refs: CategoryRefs): ProviderCategoryRef[] {
  if (ids === null || ids === undefined || ids === '') return [];
  return String(ids)
    .split(',')
    .flatMap((id) => refs.get(Number(id)) ?? [])
    .sort((a, b) => compareGerman(a.name, b.name));
}

function toPublic(row: Row, kategorien: ProviderCategoryRef[]): PublicListing {
  return {
    ...toListingBase(row, kategorien),
    antwortzeit_stunden: optionalNumberFromRow(row.antwortzeit_stunden),
    antwortquote: optionalNumberFromRow(row.antwortquote),
  };
}

/** What public and admin rows share; the response figures are public only. */
function toListingBase(
  row: Row,
  kategorien: ProviderCategoryRef[],
): Omit<PublicListing, 'antwortzeit_stunden' | 'antwortquote'> {
  return {
    id: numberFromRow(row.id),
    firmenname: String(row.firmenname),
    beschreibung: String(row.beschreibung),
    website_url: optionalTextFromRow(row.website_url),
    instagram_url: optionalTextFromRow(row.instagram_url),
    kategorien,
    plz: optionalTextFromRow(row.plz),
    ort: optionalTextFromRow(row.ort),
    einsatzradius_km: numberFromRow(row.einsatzradius_km),
    preis_ab: row.preis_ab === null || row.preis_ab === undefined ? null : numberFromRow(row.preis_ab),
  };
}

function toAdmin(row: Row, kategorien: ProviderCategoryRef[]): AdminListing {
  return {
    ...toListingBase(row, kategorien),
    email: String(row.email),
    handynummer: optionalTextFromRow(row.handynummer),
    ist_freigeschaltet: booleanFromRow(row.ist_freigeschaltet),
    eintrag_gueltig_bis: optionalIsoDateFromRow(row.eintrag_gueltig_bis),
    neue_kategorie_vorschlag: optionalTextFromRow(row.neue_kategorie_vorschlag),
    erstellt_am: isoDateTimeFromRow(row.erstellt_am),
  };
}

function toContact(row: Row): ProviderContact {
  return { id: numberFromRow(row.id), firmenname: String(row.firmenname), email: String(row.email) };
}

function toRenewal(row: Row): RenewalListing {
  return { ...toContact(row), eintrag_gueltig_bis: optionalIsoDateFromRow(row.eintrag_gueltig_bis) ?? '' };
}
