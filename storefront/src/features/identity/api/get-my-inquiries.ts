import type { Inquiry } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getMyInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  return apiRequest<Inquiry[]>('/api/profile/inquiries', {
    fallback: 'Daten konnten nicht geladen werden',
    signal,
  });
}

/** Pending review (docs/decisions.md: Bewertungen sind geprüft), as the server decides it on the Berlin calendar. */
export function isPendingReview(inquiry: Inquiry): boolean {
  return inquiry.bewertung_offen;
}

export async function getPendingReviewCount(): Promise<number> {
  const inquiries = await getMyInquiries();
  return inquiries.filter(isPendingReview).length;
}
