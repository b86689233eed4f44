import { DomainError } from '../../common/errors/domain-error';

export class CategoryNotFound extends DomainError {
  constructor() {
    super('not_found', 'Kategorie nicht gefunden.');
  }
}

export class CategoryNameTaken extends DomainError {
  constructor() {
    super('conflict', 'Eine Kategorie mit diesem Namen gibt es bereits.');
  }
}

/** Deleting works only when no provider is assigned (docs/decisions.md: Kategorien). */
export class CategoryInUse extends DomainError {
  constructor(providerCount: number) {
    super(
      'conflict',
      `Diese Kategorie kann nicht gelöscht werden, solange ihr Anbieter zugeordnet sind (derzeit ${providerCount}).`,
    );
  }
}
