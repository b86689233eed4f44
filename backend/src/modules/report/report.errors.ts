import { DomainError, InvalidInput } from '../../common/errors/domain-error';

/** The reported review or listing does not exist (or, for a listing, is not public). */
export class ReportTargetNotFound extends DomainError {
  constructor(art: 'bewertung' | 'anbieter') {
    super('not_found', art === 'bewertung' ? 'Bewertung nicht gefunden.' : 'Anbieter nicht gefunden.');
  }
}

export class ReportNotFound extends DomainError {
  constructor() {
    super('not_found', 'Meldung nicht gefunden.');
  }
}

/** A decision stands; a second one (two admins at once) is refused. */
export class ReportAlreadyDecided extends DomainError {
  constructor() {
    super('conflict', 'Über diese Meldung wurde bereits entschieden.');
  }
}

/** DSA Art. 17 Abs. 3 lit. d: a removal names the law or the AGB clause it rests on. */
export class LegalGroundRequired extends InvalidInput {
  constructor() {
    super('Bitte geben Sie für eine Entfernung die Rechtsgrundlage oder die AGB-Klausel an.');
  }
}
