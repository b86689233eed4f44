import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
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
  @Col.ShortText(20) nummer!: string;

  @Col.ShortText(10) art!: InvoiceKind;

  /**
   * For a cancellation invoice: the invoice it cancels; unique, so an invoice is cancelled once.
   * CASCADE because a restore empties the table in one DELETE; RESTRICT would refuse a cancellation's parent.
   */
  @Col.ForeignId('invoices', 'fk_invoice_storno', 'CASCADE', { nullable: true }) stornoZuId!: number | null;

  /** The listing renewed; null once the listing is deleted (the invoice stays, § 147 AO). */
  @Col.ForeignId('providers', 'fk_invoice_provider', 'SET NULL') anbieterId!: number | null;

  @Col.ShortText(FIELD_LIMITS.billingText) anbieterName!: string;

  @Col.ShortText(FIELD_LIMITS.email) email!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) empfaengerName!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) empfaengerStrasse!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) empfaengerOrt!: string;

  /** Invoice date, a Berlin calendar day. */
  @Col.Day() datum!: string;

  @Col.Day() faelligAm!: string;

  @Col.Day({ nullable: true }) leistungVon!: string | null;

  @Col.Day({ nullable: true }) leistungBis!: string | null;

  @Col.ShortText(200) leistung!: string;

  /** Amounts in cent; negative on a cancellation invoice. */
  @Col.Cent() nettoCent!: number;

  @Col.Int() steuerProzent!: number;

  @Col.Cent() steuerCent!: number;

  @Col.Cent() bruttoCent!: number;

  /** § 19 UStG: no VAT shown, a note instead. */
  @Col.Flag() kleinunternehmer!: boolean;

  /** The issuer's details as printed (name, address, tax number, IBAN, …), JSON. */
  @Col.Text() aussteller!: string;

  /** The PDF's file name in the uploads storage; its SHA-256 once stored. */
  @Col.ShortText(100) pdfDatei!: string;

  @Col.ShortText(64, { nullable: true }) pdfSha256!: string | null;

  @Col.Timestamp() erstelltAm!: Date;
}
