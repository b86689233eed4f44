import { germanDate } from '@event-kompass/shared-types';
import { DomainError } from '../../common/errors/domain-error';

export class QuoteNotFound extends DomainError {
  constructor() {
    super('not_found', 'Zu dieser Anfrage gibt es noch kein Angebot.');
  }
}

export class QuoteExpired extends DomainError {
  constructor(validUntil: string) {
    super(
      'conflict',
      `Dieses Angebot ist abgelaufen (gültig bis ${germanDate(validUntil)}). Bitte fragen Sie beim Anbieter ein neues an.`,
    );
  }
}

export class QuoteReplaced extends DomainError {
  constructor() {
    super(
      'conflict',
      'Dieses Angebot wurde inzwischen durch ein neues ersetzt. Bitte sehen Sie sich das aktuelle Angebot an.',
    );
  }
}

/** Accepted or declined before (also by a second click at the same moment). */
export class QuoteAlreadyDecided extends DomainError {
  constructor(accepted: boolean) {
    super(
      'conflict',
      accepted
        ? 'Sie haben dieses Angebot bereits angenommen.'
        : 'Sie haben dieses Angebot bereits abgelehnt.',
    );
  }
}

/** The inquiry is booked or cancelled: no quote can be sent or decided on it any more. */
export class InquiryClosed extends DomainError {
  constructor(booked: boolean) {
    super(
      'conflict',
      booked
        ? 'Diese Anfrage ist bereits gebucht; ein weiteres Angebot ist nicht möglich.'
        : 'Diese Anfrage wurde abgesagt; ein Angebot ist nicht mehr möglich.',
    );
  }
}

export class QuoteValidityOutOfRange extends DomainError {
  constructor(today: string, eventDate: string) {
    super(
      'bad_input',
      eventDate < today
        ? 'Das Event-Datum dieser Anfrage liegt in der Vergangenheit; ein Angebot ist nicht mehr möglich.'
        : `Das Feld „Gültig bis“ muss zwischen heute (${germanDate(today)}) und dem Event-Datum (${germanDate(eventDate)}) liegen.`,
    );
  }
}
