import type { Inquiry } from '@event-kompass/shared-types';
import { apiRequest } from '@/lib/api-client';
import { todayIso } from '@/lib/dates';

export function getMyInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  return apiRequest<Inquiry[]>('/api/profile/inquiries', {
    fallback: 'Daten konnten nicht geladen werden',
    signal,
  });
}

/** Pending review (spec section 4): the event date has passed and it is not reviewed yet. */
export function isPendingReview(inquiry: Inquiry, today: string = todayIso()): boolean {
  return inquiry.event_datum.slice(0, 10) < today && !inquiry.hat_bewertet;
}

export async function getPendingReviewCount(): Promise<number> {
  const inquiries = await getMyInquiries();
  const today = todayIso();
  return inquiries.filter((inquiry) => isPendingReview(inquiry, today)).length;
}
