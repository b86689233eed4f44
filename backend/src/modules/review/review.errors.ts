import { DomainError } from '../../common/errors/domain-error';

/** Only people who booked the provider through us and whose event is over may review it. */
export class ReviewNotAllowed extends DomainError {
  constructor() {
    super(
      'forbidden',
      'Sie können diesen Anbieter erst nach Ihrem Event bewerten – und nur einmal je Anfrage, die Sie über Event-Kompass gestellt haben.',
    );
  }
}

/** One review per account and provider within REVIEW_INTERVAL_MONTHS: a second waits. */
export class ReviewTooSoon extends DomainError {
  constructor(reviewedOn: string, nextOn: string) {
    super(
      'forbidden',
      `Sie haben diesen Anbieter am ${reviewedOn} bewertet. Eine weitere Bewertung ist ab dem ${nextOn} möglich.`,
    );
  }
}

/** Reviews are for customers; a provider's own listing is not theirs to rate. */
export class OwnListingReview extends DomainError {
  constructor() {
    super('forbidden', 'Ihren eigenen Eintrag können Sie nicht bewerten.');
  }
}

/** Two submissions raced for the same inquiry; the first one won. */
export class ReviewAlreadySaved extends DomainError {
  constructor() {
    super('conflict', 'Diese Anfrage wurde bereits bewertet.');
  }
}

export class ReviewNotFound extends DomainError {
  constructor() {
    super('not_found', 'Bewertung nicht gefunden.');
  }
}

/** A provider answers a review once; the first reply stays as the public saw it. */
export class ReplyAlreadySaved extends DomainError {
  constructor() {
    super('conflict', 'Auf diese Bewertung haben Sie bereits geantwortet.');
  }
}
