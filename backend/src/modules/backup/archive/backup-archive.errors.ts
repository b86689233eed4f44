import { DomainError } from '../../../common/errors/domain-error';

export class BackupNameInvalid extends DomainError {
  constructor() {
    super('bad_input', 'Ungültiger Name einer Sicherung.');
  }
}

export class BackupNotFound extends DomainError {
  constructor() {
    super('not_found', 'Diese Sicherung gibt es nicht (mehr).');
  }
}

export class BackupRunning extends DomainError {
  constructor() {
    super('conflict', 'Es wird gerade eine Sicherung erstellt. Bitte versuchen Sie es gleich noch einmal.');
  }
}
