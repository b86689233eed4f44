import { DomainError, InvalidInput } from '../../common/errors/domain-error';

/** Unknown, pending or expired: the public cannot tell these apart. The one copy every route uses. */
export class ProviderNotFound extends DomainError {
  constructor() {
    super('not_found', 'Anbieter nicht gefunden.');
  }
}

/** The product's fixed sentence (docs/decisions.md: Laufzeit und Preis eines Eintrags). */
export class CategoryChoiceRequired extends InvalidInput {
  constructor() {
    super('Bitte wählen Sie mindestens eine Kategorie aus oder schlagen Sie eine neue vor.');
  }
}

export class UnknownCategoryChosen extends InvalidInput {
  constructor() {
    super('Mindestens eine der gewählten Kategorien existiert nicht.');
  }
}
