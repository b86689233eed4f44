import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminProvider,
  ProviderCategoryRef,
  PublicProvider,
  SearchResult,
} from '@event-kompass/shared-types';
import { DataSource } from 'typeorm';
import { containsPattern } from '../../common/text/search-normalize';
import {
  booleanFromRow,
  countFromRow,
  optionalIsoDateFromRow,
  isoDateTimeFromRow,
  ratingFromRow,
} from '../../database/row-values';

/**
 * Public means activated and valid today or later (or without an end date). `today` is the
 * Berlin calendar day as `YYYY-MM-DD`; DATE columns compare as such on both engines.
 */
const PUBLIC_CONDITION =
  'p.ist_freigeschaltet = 1 AND (p.eintrag_gueltig_bis IS NULL OR p.eintrag_gueltig_bis >= ?)';

/** Rating aggregates as correlated subqueries: one statement, served by the per-provider indexes. */
const RATING_COLUMNS = `(SELECT AVG(r.sterne) FROM reviews r WHERE r.anbieter_id = p.id) AS average_rating,
  (SELECT COUNT(*) FROM reviews r WHERE r.anbieter_id = p.id) AS review_count`;

const PUBLIC_COLUMNS = `p.id, p.firmenname, p.beschreibung, p.website_url, p.instagram_url, ${RATING_COLUMNS}`;

const ADMIN_COLUMNS = `p.id, p.firmenname, p.beschreibung, p.email, p.handynummer, p.website_url,
  p.instagram_url, p.ist_freigeschaltet, p.eintrag_gueltig_bis, p.neue_kategorie_vorschlag, p.erstellt_am,
  ${RATING_COLUMNS},
  (SELECT COUNT(*) FROM inquiries i WHERE i.anbieter_id = p.id) AS anfragen_anzahl`;

/** Above this many ids the category links are read whole instead of through a long IN list. */
const MAX_IN_LIST = 500;

/** The escape character of our LIKE patterns, bound as a parameter so neither engine's literal rules matter. */
const LIKE_ESCAPE = '\\';

interface RatingRow {
  average_rating: unknown;
  review_count: unknown;
}

interface PublicRow extends RatingRow {
  id: number;
  firmenname: string;
  beschreibung: string;
  website_url: string | null;
  instagram_url: string | null;
}

interface AdminRow extends PublicRow {
  email: string;
  handynummer: string | null;
  ist_freigeschaltet: unknown;
  eintrag_gueltig_bis: unknown;
  neue_kategorie_vorschlag: string | null;
  erstellt_am: unknown;
  anfragen_anzahl: unknown;
}

interface CategoryLinkRow {
  provider_id: number;
  id: number;
  name: string;
  farbe: string;
}

export interface ExpiringRow {
  id: number;
  firmenname: string;
  email: string;
  eintrag_gueltig_bis: string;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * The provider reads. Every list is two statements whatever its length: one for the rows
 * with their aggregates, one for their categories.
 */
@Injectable()
export class ProviderRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findPublicByCategory(categoryId: number, today: string): Promise<PublicProvider[]> {
    const rows = await this.db.query<PublicRow[]>(
      `SELECT ${PUBLIC_COLUMNS} FROM providers p
       WHERE ${PUBLIC_CONDITION}
         AND p.id IN (SELECT pc.provider_id FROM provider_categories pc WHERE pc.category_id = ?)
       ORDER BY p.search_name, p.id`,
      [today, categoryId],
    );
    return this.withCategories(rows, (row, kategorien) => toPublic(row, kategorien));
  }

  async findPublicById(id: number, today: string): Promise<PublicProvider | null> {
    const rows = await this.db.query<PublicRow[]>(
      `SELECT ${PUBLIC_COLUMNS} FROM providers p WHERE p.id = ? AND ${PUBLIC_CONDITION}`,
      [id, today],
    );
    const [provider] = await this.withCategories(rows, (row, kategorien) => toPublic(row, kategorien));
    return provider ?? null;
  }

  async isPublic(id: number, today: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `SELECT p.id FROM providers p WHERE p.id = ? AND ${PUBLIC_CONDITION}`,
      [id, today],
    );
    return rows.length > 0;
  }

  async countPublic(today: string): Promise<number> {
    const [row] = await this.db.query<Array<{ n: unknown }>>(
      `SELECT COUNT(*) AS n FROM providers p WHERE ${PUBLIC_CONDITION}`,
      [today],
    );
    return countFromRow(row?.n);
  }

  /**
   * Public providers whose folded text contains every term; those whose name contains all
   * terms come first, then by name. Terms are folded already (searchTerms()).
   */
  async searchPublic(terms: string[], today: string, limit: number): Promise<SearchResult[]> {
    if (terms.length === 0) return [];
    const patterns = terms.map(containsPattern);
    const nameMatch = patterns.map(() => 'p.search_name LIKE ? ESCAPE ?').join(' AND ');
    const textMatch = patterns.map(() => 'p.search_text LIKE ? ESCAPE ?').join(' AND ');
    const likeParams = patterns.flatMap((pattern) => [pattern, LIKE_ESCAPE]);
    const rows = await this.db.query<PublicRow[]>(
      `SELECT ${PUBLIC_COLUMNS}, CASE WHEN ${nameMatch} THEN 0 ELSE 1 END AS name_rank
       FROM providers p
       WHERE ${PUBLIC_CONDITION} AND ${textMatch}
       ORDER BY name_rank, p.search_name, p.id
       LIMIT ${Math.max(1, Math.floor(limit))}`,
      [...likeParams, today, ...likeParams],
    );
    return this.withCategories(rows, (row, kategorien) => ({
      ...toPublic(row, kategorien),
      kategorie_name: kategorien.map((category) => category.name).join(', '),
    }));
  }

  /** Pending applications first (they need the admin), then by name. */
  async findAllForAdmin(): Promise<AdminProvider[]> {
    const rows = await this.db.query<AdminRow[]>(
      `SELECT ${ADMIN_COLUMNS} FROM providers p ORDER BY p.ist_freigeschaltet, p.search_name, p.id`,
    );
    return this.withCategories(rows, toAdmin);
  }

  async findForAdmin(id: number): Promise<AdminProvider | null> {
    const rows = await this.db.query<AdminRow[]>(`SELECT ${ADMIN_COLUMNS} FROM providers p WHERE p.id = ?`, [
      id,
    ]);
    const [provider] = await this.withCategories(rows, toAdmin);
    return provider ?? null;
  }

  /** Activated listings with an end date on or before `until`, soonest first. */
  async findActivatedEndingBy(until: string): Promise<ExpiringRow[]> {
    const rows = await this.db.query<Array<ExpiringRow & { eintrag_gueltig_bis: unknown }>>(
      `SELECT p.id, p.firmenname, p.email, p.eintrag_gueltig_bis FROM providers p
       WHERE p.ist_freigeschaltet = 1 AND p.eintrag_gueltig_bis IS NOT NULL AND p.eintrag_gueltig_bis <= ?
       ORDER BY p.eintrag_gueltig_bis, p.id`,
      [until],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      firmenname: row.firmenname,
      email: row.email,
      eintrag_gueltig_bis: optionalIsoDateFromRow(row.eintrag_gueltig_bis) ?? '',
    }));
  }

  private async withCategories<Row extends { id: number }, T>(
    rows: Row[],
    map: (row: Row, kategorien: ProviderCategoryRef[]) => T,
  ): Promise<T[]> {
    if (rows.length === 0) return [];
    const byProvider = await this.categoriesOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => map(row, byProvider.get(Number(row.id)) ?? []));
  }

  private async categoriesOf(providerIds: number[]): Promise<Map<number, ProviderCategoryRef[]>> {
    const select = `SELECT pc.provider_id, c.id, c.name, c.farbe
      FROM provider_categories pc JOIN categories c ON c.id = pc.category_id`;
    const links =
      providerIds.length <= MAX_IN_LIST
        ? await this.db.query<CategoryLinkRow[]>(
            `${select} WHERE pc.provider_id IN (${providerIds.map(() => '?').join(', ')})`,
            providerIds,
          )
        : // Long lists (the admin's, a big category) are most of the table anyway.
          await this.db.query<CategoryLinkRow[]>(select);
    const wanted = new Set(providerIds);
    const byProvider = new Map<number, ProviderCategoryRef[]>();
    for (const link of links) {
      const providerId = Number(link.provider_id);
      if (!wanted.has(providerId)) continue;
      const list = byProvider.get(providerId) ?? [];
      list.push({ id: Number(link.id), name: link.name, farbe: link.farbe });
      byProvider.set(providerId, list);
    }
    for (const list of byProvider.values()) list.sort((a, b) => collator.compare(a.name, b.name));
    return byProvider;
  }
}

function toPublic(row: PublicRow, kategorien: ProviderCategoryRef[]): PublicProvider {
  return {
    id: Number(row.id),
    firmenname: row.firmenname,
    beschreibung: row.beschreibung,
    website_url: row.website_url ?? null,
    instagram_url: row.instagram_url ?? null,
    kategorien,
    average_rating: ratingFromRow(row.average_rating),
    review_count: countFromRow(row.review_count),
  };
}

function toAdmin(row: AdminRow, kategorien: ProviderCategoryRef[]): AdminProvider {
  return {
    id: Number(row.id),
    firmenname: row.firmenname,
    beschreibung: row.beschreibung,
    email: row.email,
    handynummer: row.handynummer ?? null,
    website_url: row.website_url ?? null,
    instagram_url: row.instagram_url ?? null,
    ist_freigeschaltet: booleanFromRow(row.ist_freigeschaltet),
    eintrag_gueltig_bis: optionalIsoDateFromRow(row.eintrag_gueltig_bis),
    neue_kategorie_vorschlag: row.neue_kategorie_vorschlag ?? null,
    kategorien,
    average_rating: ratingFromRow(row.average_rating),
    review_count: countFromRow(row.review_count),
    anfragen_anzahl: countFromRow(row.anfragen_anzahl),
    erstellt_am: isoDateTimeFromRow(row.erstellt_am),
  };
}
