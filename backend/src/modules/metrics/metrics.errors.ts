import { DomainError } from '../../common/errors/domain-error';
import { MESSAGE_BY_STATUS } from '../../common/errors/error-response';

/** Without METRICS_TOKEN the route answers exactly as an unknown path does. */
export class MetricsDisabled extends DomainError {
  constructor() {
    super('not_found', MESSAGE_BY_STATUS[404]);
  }
}

export class MetricsTokenInvalid extends DomainError {
  constructor() {
    super('unauthenticated', 'Für die Messwerte ist ein gültiges Token nötig (Authorization: Bearer …).');
  }
}
