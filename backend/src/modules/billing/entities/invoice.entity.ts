import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { FlagColumn, ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

export type InvoiceKind = 'rechnung' | 'storno';

/**
 * An issued invoice or cancellation invoice (GoBD: written once, never changed). Everything the
 * PDF shows is in the row, the issuer's details included, so the PDF can always be made again
 * from it byte for byte; only `pdf_sha256` is filled in once the file is stored.
 */
@Entity('invoices')
@Index('uq_invoices_nummer', ['nummer'], { unique: true })
@Index('uq_invoices_storno_zu', ['stornoZuId'], { unique: true })
@Index('ix_invoices_anbieter', ['anbieterId'])
@Index('ix_invoices_datum', ['datum'])
export class InvoiceEntity extends WithGeneratedId {
  /** `RE-2026-00001`. */
  @Column({ type: 'varchar', length: 20 })
  nummer!: string;

  @Column({ type: 'varchar', length: 10 })
  art!: InvoiceKind;

  /** For a cancellation invoice: the invoice it cancels; unique, so an invoice is cancelled once. */
  @Column({ name: 'storno_zu_id', type: 'int', nullable: true })
  stornoZuId!: number | null;

  // A restore empties the table in one DELETE; RESTRICT would refuse a cancellation's parent.
  @ForeignKey({ table: 'invoices', column: 'storno_zu_id', name: 'fk_invoice_storno', onDelete: 'CASCADE' })
  readonly stornoZu?: unknown;

  /** The listing renewed; null once the listing is deleted (the invoice stays, § 147 AO). */
  @Column({ name: 'anbieter_id', type: 'int', nullable: true })
  anbieterId!: number | null;

  @ForeignKey({
    table: 'providers',
    column: 'anbieter_id',
    name: 'fk_invoice_provider',
    onDelete: 'SET NULL',
  })
  readonly anbieter?: unknown;

  @Column({ name: 'anbieter_name', type: 'varchar', length: FIELD_LIMITS.billingText })
  anbieterName!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email!: string;

  @Column({ name: 'empfaenger_name', type: 'varchar', length: FIELD_LIMITS.billingText })
  empfaengerName!: string;

  @Column({ name: 'empfaenger_strasse', type: 'varchar', length: FIELD_LIMITS.billingText })
  empfaengerStrasse!: string;

  @Column({ name: 'empfaenger_ort', type: 'varchar', length: FIELD_LIMITS.billingText })
  empfaengerOrt!: string;

  /** Invoice date, a Berlin calendar day. */
  @Column({ type: 'date' })
  datum!: string;

  @Column({ name: 'faellig_am', type: 'date' })
  faelligAm!: string;

  @Column({ name: 'leistung_von', type: 'date', nullable: true })
  leistungVon!: string | null;

  @Column({ name: 'leistung_bis', type: 'date', nullable: true })
  leistungBis!: string | null;

  @Column({ type: 'varchar', length: 200 })
  leistung!: string;

  /** Amounts in cent; negative on a cancellation invoice. */
  @Column({ name: 'netto_cent', type: 'int' })
  nettoCent!: number;

  @Column({ name: 'steuer_prozent', type: 'int' })
  steuerProzent!: number;

  @Column({ name: 'steuer_cent', type: 'int' })
  steuerCent!: number;

  @Column({ name: 'brutto_cent', type: 'int' })
  bruttoCent!: number;

  /** § 19 UStG: no VAT shown, a note instead. */
  @FlagColumn('kleinunternehmer')
  kleinunternehmer!: boolean;

  /** The issuer's details as printed (name, address, tax number, IBAN, …), JSON. */
  @Column({ type: 'text' })
  aussteller!: string;

  /** The PDF's file name in the uploads storage; its SHA-256 once stored. */
  @Column({ name: 'pdf_datei', type: 'varchar', length: 100 })
  pdfDatei!: string;

  @Column({ name: 'pdf_sha256', type: 'varchar', length: 64, nullable: true })
  pdfSha256!: string | null;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
