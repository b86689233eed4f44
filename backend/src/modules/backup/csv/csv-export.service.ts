import { germanDate, germanDateTime } from '@event-kompass/shared-types';
import { Injectable } from '@nestjs/common';
import { IdentityService } from '../../identity';
import { InquiryService } from '../../inquiry';
import { ProviderService } from '../../provider';
import { type CsvCell, csvChunks } from './csv-writer';

/** Rows per query: memory stays flat however many rows there are. */
export const CSV_BATCH_SIZE = 1000;

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
  // Added later at the end, so columns that spreadsheets refer to keep their position.
  'PLZ',
  'Ort',
  'Einsatzradius (km)',
  'Preis ab (€)',
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

const yesNo = (value: boolean): string => (value ? 'Ja' : 'Nein');

/**
 * Keyset paging (`id > last`) through an owner's export pages, so late pages cost as little as
 * the first and memory stays flat.
 */
async function* pages<T extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let lastId = 0;
  for (;;) {
    const rows = await page(lastId, CSV_BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < CSV_BATCH_SIZE) return;
    lastId = rows[rows.length - 1].id;
  }
}

/** Streams the admin's CSV exports; the data comes from the tables' owners, page by page. */
@Injectable()
export class CsvExportService {
  constructor(
    private readonly providerOwner: ProviderService,
    private readonly inquiries: InquiryService,
    private readonly identity: IdentityService,
  ) {}

  providers(): AsyncGenerator<string> {
    return csvChunks(PROVIDER_CSV_HEADER, this.providerBatches(), (row): CsvCell[] => [
      row.id,
      row.firmenname,
      row.email,
      row.handynummer,
      row.website_url,
      row.instagram_url,
      yesNo(row.ist_freigeschaltet),
      row.eintrag_gueltig_bis === null ? null : germanDate(row.eintrag_gueltig_bis),
      row.kategorien.map((category) => category.name).join(', '),
      row.anfragen,
      row.plz,
      row.ort,
      row.einsatzradius_km,
      row.preis_ab,
    ]);
  }

  /** Never the password hash: the owner's export page does not even read it. */
  users(): AsyncGenerator<string> {
    return csvChunks(
      USER_CSV_HEADER,
      pages((afterId, limit) => this.identity.exportPage(afterId, limit)),
      (row): CsvCell[] => [
        row.id,
        row.vorname,
        row.nachname,
        row.email,
        row.handynummer,
        yesNo(row.istAdmin),
        germanDateTime(new Date(row.erstelltAm).toISOString()),
      ],
    );
  }

  /** Each page of providers (with their categories) and its inquiry counts: three queries a page. */
  private async *providerBatches() {
    for await (const rows of pages((afterId, limit) => this.providerOwner.exportPage(afterId, limit))) {
      const counts = await this.inquiries.countsByProvider(rows.map((row) => row.id));
      yield rows.map((row) => ({ ...row, anfragen: counts.get(row.id) ?? 0 }));
    }
  }
}
