import { DomainError } from '../../../common/errors/domain-error';

/** The uploaded backup is not what the export writes; `message` names the line. */
export class InvalidBackup extends DomainError {
  constructor(message: string) {
    super('bad_input', message);
  }
}

export class BackupFileMissing extends DomainError {
  constructor() {
    super('bad_input', 'Bitte laden Sie eine SQL-Datei im Feld „db-import“ hoch.');
  }
}

export class BackupFileTooLarge extends DomainError {
  constructor(limitMb: number) {
    super('too_large', `Die Datei ist zu groß (höchstens ${limitMb} MB).`);
  }
}

export class BackupFileType extends DomainError {
  constructor() {
    super('unsupported_media', 'Es werden nur SQL-Dateien (.sql) angenommen.');
  }
}

export class BackupNotUtf8 extends DomainError {
  constructor() {
    super('bad_input', 'Die Datei ist nicht in UTF-8 kodiert.');
  }
}

export class ImportRunning extends DomainError {
  constructor() {
    super('conflict', 'Es läuft bereits ein Datenbank-Import. Bitte warten Sie, bis er abgeschlossen ist.');
  }
}
