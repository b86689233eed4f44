import { MERKLISTE_LIMIT } from '@event-kompass/shared-types';
import { DomainError } from '../../common/errors/domain-error';

export class MerklisteFull extends DomainError {
  constructor() {
    super(
      'conflict',
      `Ihre Merkliste ist voll: Sie können höchstens ${MERKLISTE_LIMIT} Anbieter merken. Bitte entfernen Sie zuerst einen.`,
    );
  }
}
