import { DomainError } from '../../common/errors/domain-error';

export class EventDateInPast extends DomainError {
  constructor() {
    super('bad_input', 'Das Event-Datum darf nicht in der Vergangenheit liegen.');
  }
}

export class InquiryNotFound extends DomainError {
  constructor() {
    super('not_found', 'Anfrage nicht gefunden.');
  }
}

/** A provider writing to their own listing would inflate its inquiry count and ratings basis. */
export class OwnListingInquiry extends DomainError {
  constructor() {
    super('forbidden', 'Sie können keine Anfrage an Ihren eigenen Eintrag senden.');
  }
}
