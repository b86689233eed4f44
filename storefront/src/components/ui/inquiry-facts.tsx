import { type InquiryDetails, inquiryDetailRows } from '@event-kompass/shared-types';
import { DetailList } from '@/components/ui/detail-list';

/**
 * The optional details of an inquiry (occasion, guests, time, place, budget) as a short list, the
 * same rows the provider's mail shows; nothing when the customer gave none.
 */
export function InquiryFacts({ details }: { details: Partial<InquiryDetails> }) {
  const rows = inquiryDetailRows(details);
  if (rows.length === 0) return null;
  return <DetailList className="inquiry-facts" rows={rows} />;
}
