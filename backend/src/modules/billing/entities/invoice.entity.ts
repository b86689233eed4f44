import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import {
  CentColumn,
  DayColumn,
  FlagColumn,
  ForeignId,
  IntColumn,
  ShortTextColumn,
  TextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
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
  @ShortTextColumn(20) nummer!: string;

  @ShortTextColumn(10) art!: InvoiceKind;

  /**
   * For a cancellation invoice: the invoice it cancels; unique, so an invoice is cancelled once.
   * CASCADE because a restore empties the table in one DELETE; RESTRICT would refuse a cancellation's parent.
   */
  @ForeignId('invoices', 'fk_invoice_storno', 'CASCADE', { nullable: true }) stornoZuId!: number | null;

  /** The listing renewed; null once the listing is deleted (the invoice stays, § 147 AO). */
  @ForeignId('providers', 'fk_invoice_provider', 'SET NULL') anbieterId!: number | null;

  @ShortTextColumn(FIELD_LIMITS.billingText) anbieterName!: string;

  @ShortTextColumn(FIELD_LIMITS.email) email!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) empfaengerName!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) empfaengerStrasse!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) empfaengerOrt!: string;

  /** Invoice date, a Berlin calendar day. */
  @DayColumn() datum!: string;

  @DayColumn() faelligAm!: string;

  @DayColumn({ nullable: true }) leistungVon!: string | null;

  @DayColumn({ nullable: true }) leistungBis!: string | null;

  @ShortTextColumn(200) leistung!: string;

  /** Amounts in cent; negative on a cancellation invoice. */
  @CentColumn() nettoCent!: number;

  @IntColumn() steuerProzent!: number;

  @CentColumn() steuerCent!: number;

  @CentColumn() bruttoCent!: number;

  /** § 19 UStG: no VAT shown, a note instead. */
  @FlagColumn() kleinunternehmer!: boolean;

  /** The issuer's details as printed (name, address, tax number, IBAN, …), JSON. */
  @TextColumn() aussteller!: string;

  /** The PDF's file name in the uploads storage; its SHA-256 once stored. */
  @ShortTextColumn(100) pdfDatei!: string;

  @ShortTextColumn(64, { nullable: true }) pdfSha256!: string | null;

  @TimestampColumn() erstelltAm!: Date;
}
