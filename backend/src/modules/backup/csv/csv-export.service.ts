import { germanDate } from '../../../common/time/calendar';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  booleanFromRow,
  isoDateFromRow,
  isoDateTimeFromRow,
  numberFromRow,
} from '../../../database/row-values';
import { type CsvCell, csvChunks } from './csv-writer';

/** Rows per query: memory stays flat however many rows there are. */
export const CSV_BATCH_SIZE = 1000;

type Row = Record<string, unknown>;

export const PROVIDER_CSV_HEADER = [
  'ID',
  'Firmenname',
  'E-Mail',
  'Telefon',
  'Website',
  'Instagram',
  'Freigeschaltet',
  'Gültig bis',
  'Kategorien',
  'Anfragen',
] as const;

export const USER_CSV_HEADER = [
  'ID',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Admin',
  'Registriert am',
] as const;

const BERLIN_DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const yesNo = (value: unknown): string => (booleanFromRow(value) ? 'Ja' : 'Nein');
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Streams the admin's CSV exports, paging through the tables by id. */
@Injectable()
export class CsvExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  providers(): AsyncGenerator<string> {
    return csvChunks(PROVIDER_CSV_HEADER, this.providerBatches(), (row: Row): CsvCell[] => [
      numberFromRow(row.id),
      text(row.firmenname),
      text(row.email),
      text(row.handynummer),
      text(row.website_url),
      text(row.instagram_url),
      yesNo(row.ist_freigeschaltet),
      row.eintrag_gueltig_bis === null ? null : germanDate(isoDateFromRow(row.eintrag_gueltig_bis)),
      text(row.kategorien),
      numberFromRow(row.anfragen),
    ]);
  }

  /** Never the password hash: the query does not even read it. */
  users(): AsyncGenerator<string> {
    return csvChunks(
      USER_CSV_HEADER,
      this.pages('SELECT id, vorname, nachname, email, handynummer, ist_admin, erstellt_am FROM users'),
      (row: Row): CsvCell[] => [
        numberFromRow(row.id),
        text(row.vorname),
        text(row.nachname),
        text(row.email),
        text(row.handynummer),
        yesNo(row.ist_admin),
        BERLIN_DATE_TIME.format(new Date(isoDateTimeFromRow(row.erstellt_am))),
      ],
    );
  }

  /** Keyset paging (`id > last`), so late pages cost as little as the first. */
  private async *pages(select: string): AsyncGenerator<Row[]> {
    let lastId = 0;
    for (;;) {
      const rows: Row[] = await this.dataSource.query(
        `${select} WHERE id > ? ORDER BY id LIMIT ${CSV_BATCH_SIZE}`,
        [lastId],
      );
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < CSV_BATCH_SIZE) return;
      lastId = numberFromRow(rows[rows.length - 1].id);
    }
  }

  /** Each page of providers with its category names and inquiry count: three queries a page. */
  private async *providerBatches(): AsyncGenerator<Row[]> {
    const select = `SELECT id, firmenname, email, handynummer, website_url, instagram_url, ist_freigeschaltet,
      eintrag_gueltig_bis FROM providers`;
    for await (const rows of this.pages(select)) {
      const ids = rows.map((row) => numberFromRow(row.id));
      const marks = ids.map(() => '?').join(', ');
      const [categories, counts]: [Row[], Row[]] = await Promise.all([
        this.dataSource.query(
          `SELECT pc.provider_id, c.name FROM provider_categories pc
             JOIN categories c ON c.id = pc.category_id
            WHERE pc.provider_id IN (${marks})
            ORDER BY c.name`,
          ids,
        ),
        this.dataSource.query(
          `SELECT anbieter_id, COUNT(*) AS anzahl FROM inquiries WHERE anbieter_id IN (${marks}) GROUP BY anbieter_id`,
          ids,
        ),
      ]);
      const namesById = new Map<number, string[]>();
      for (const category of categories) {
        const id = numberFromRow(category.provider_id);
        namesById.set(id, [...(namesById.get(id) ?? []), String(category.name)]);
      }
      const countById = new Map(
        counts.map((count) => [numberFromRow(count.anbieter_id), numberFromRow(count.anzahl)]),
      );
      yield rows.map((row) => {
        const id = numberFromRow(row.id);
        return { ...row, kategorien: (namesById.get(id) ?? []).join(', '), anfragen: countById.get(id) ?? 0 };
      });
    }
  }
}
