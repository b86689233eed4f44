import { DomainError } from '../../common/errors/domain-error';

export class InvalidSetting extends DomainError {
  constructor(message: string) {
    super('bad_input', message);
  }
}
