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
