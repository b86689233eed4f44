import type { InquiryQuote, SendQuoteRequest } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** The inquiry's current quote; the server answers 404 while there is none. */
export function getQuote(inquiryId: number, signal?: AbortSignal): Promise<InquiryQuote> {
  return apiRequest<InquiryQuote>(`/api/inquiries/${inquiryId}/angebot`, {
    fallback: 'Das Angebot konnte nicht geladen werden.',
    signal,
  });
}

export function sendQuote(
  listingId: number,
  inquiryId: number,
  body: SendQuoteRequest,
): Promise<InquiryQuote> {
  return apiRequest<InquiryQuote>(`/api/profile/provider/${listingId}/inquiries/${inquiryId}/angebot`, {
    method: 'POST',
    body,
    fallback: 'Das Angebot konnte nicht gesendet werden.',
  });
}

/** Accepts or declines exactly the quote the customer saw (a newer one makes it a 409). */
export function decideQuote(
  inquiryId: number,
  quoteId: number,
  decision: 'annehmen' | 'ablehnen',
): Promise<InquiryQuote> {
  return apiRequest<InquiryQuote>(`/api/inquiries/${inquiryId}/angebot/${decision}`, {
    method: 'POST',
    body: { angebot_id: quoteId },
    fallback:
      decision === 'annehmen'
        ? 'Das Angebot konnte nicht angenommen werden.'
        : 'Das Angebot konnte nicht abgelehnt werden.',
  });
}
