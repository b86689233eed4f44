import type { IsoDateTime } from './common';

export interface Review {
  id: number;
  anbieter_id: number;
  /** 1 to 5 */
  sterne: number;
  kommentar: string | null;
  erstellt_am: IsoDateTime;
  /** The author's first name only. */
  vorname: string;
  /** The provider's reply ("Antwort des Anbieters"), null without one. */
  antwort_text: string | null;
  antwort_am: IsoDateTime | null;
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
