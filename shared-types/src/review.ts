import type { IsoDateTime } from './common';

export interface Review {
  id: number;
  anbieter_id: number;
  /**
   * 1 to 5
   * @asType integer
   * @minimum 1
   * @maximum 5
   */
  sterne: number;
  kommentar: string | null;
  erstellt_am: IsoDateTime;
  /** The author's first name only. */
  vorname: string;
  /** The provider's reply ("Antwort des Anbieters"), null without one. */
  antwort_text: string | null;
  antwort_am: IsoDateTime | null;
  /** Written about an inquiry that was booked through a quote here: „Gebucht über Event-Kompass“. */
  gebucht: boolean;
}

export interface ReviewStats {
  /** `null` when there are no reviews. */
  average: number | null;
  count: number;
}

/** `GET /api/reviews/{providerId}` */
export interface ProviderReviews {
  reviews: Review[];
  stats: ReviewStats;
}

/** `GET /api/reviews/{providerId}/eligibility`: whether the logged-in user may review now, else why not. */
export interface ReviewEligibility {
  darf_bewerten: boolean;
  /** German, for the page; null when the user may review. */
  grund: string | null;
}

/** One review per account and provider within this many months (newer ones wait). */
export const REVIEW_INTERVAL_MONTHS = 12;

/** `POST /api/reviews` */
export interface CreateReviewRequest {
  anbieter_id: number;
  sterne: number;
  kommentar?: string | null;
}

/** `GET /api/admin/reviews/all` */
export interface AdminReview extends Review {
  provider_name: string;
  user_vorname: string;
  user_nachname: string;
}

/** `POST /api/reviews/{id}/antwort` */
export interface ReviewReplyRequest {
  text: string;
}
