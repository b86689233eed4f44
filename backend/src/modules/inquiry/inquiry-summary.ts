import type { InquirySummary } from '@event-kompass/shared-types';
import type { InquiryRecord } from './inquiry.repository';

/** An inquiry as its sender sees it in every view: the base of the list's rows and of the data export's. */
export function toInquirySummary(record: InquiryRecord, firmenname: string): InquirySummary {
  return {
    id: record.id,
    anbieter_id: record.anbieterId,
    firmenname,
    nachricht: record.nachricht,
    event_datum: record.eventDatum,
    gesendet_am: record.gesendetAm,
    hat_bewertet: record.hatBewertet,
    status: record.status,
  };
}
