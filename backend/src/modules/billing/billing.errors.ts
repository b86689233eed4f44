import { DomainError } from '../../common/errors/domain-error';

export class RenewalProviderNotFound extends DomainError {
  constructor() {
    super('not_found', 'Anbieter nicht gefunden.');
  }
}
