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
