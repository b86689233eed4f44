import { SAMMEL_LIMIT } from '@event-kompass/shared-types';
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

export class SammelWithoutProviders extends DomainError {
  constructor() {
    super('bad_input', 'Bitte wählen Sie mindestens einen Anbieter aus.');
  }
}

export class SammelTooManyProviders extends DomainError {
  constructor() {
    super(
      'bad_input',
      `Eine Sammelanfrage geht an höchstens ${SAMMEL_LIMIT} Anbieter. Bitte wählen Sie ${SAMMEL_LIMIT} aus.`,
    );
  }
}

/**
 * A 400, not the single route's 404: the request as a whole is refused, and the message says
 * which of the chosen providers it was (by its number only: a listing offline keeps its name).
 */
export class SammelProviderUnavailable extends DomainError {
  constructor(readonly anbieterId: number) {
    super(
      'bad_input',
      `Der Anbieter Nr. ${anbieterId} kann derzeit nicht angefragt werden. Es wurde keine Anfrage gesendet – bitte entfernen Sie ihn aus der Auswahl.`,
    );
  }
}
