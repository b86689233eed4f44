import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS_PER_LISTING } from '@event-kompass/shared-types';
import { DomainError, InvalidInput } from '../../common/errors/domain-error';

/** Judged by the file's bytes, not its name or declared type. */
export class NotAnImage extends DomainError {
  constructor() {
    super('unsupported_media', 'Bitte laden Sie ein Foto im Format JPEG, PNG oder WebP hoch.');
  }
}

export class PhotoFileTooLarge extends DomainError {
  constructor() {
    super('too_large', `Das Foto ist zu groß (höchstens ${MAX_PHOTO_BYTES / (1024 * 1024)} MB).`);
  }
}

export class PhotoTooManyPixels extends InvalidInput {
  constructor() {
    super(`Das Foto hat zu viele Bildpunkte (höchstens ${MAX_PHOTO_PIXELS / 1_000_000} Megapixel).`);
  }
}

export class PhotoFileMissing extends InvalidInput {
  constructor() {
    super('Bitte wählen Sie ein Foto aus (Feld „foto“).');
  }
}

export class PhotoLimitReached extends DomainError {
  constructor() {
    super(
      'conflict',
      `Ein Eintrag kann höchstens ${MAX_PHOTOS_PER_LISTING} Fotos haben. Löschen Sie zuerst ein Foto.`,
    );
  }
}

export class PhotoNotFound extends DomainError {
  constructor() {
    super('not_found', 'Foto nicht gefunden.');
  }
}

export class PhotoOrderMismatch extends InvalidInput {
  constructor() {
    super('Die Reihenfolge muss jedes Foto des Eintrags genau einmal nennen.');
  }
}

/** The bucket (or folder) cannot be reached: the photos come back when it does. */
export class PhotoStorageUnavailable extends DomainError {
  constructor() {
    super(
      'unavailable',
      'Die Fotos sind vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    );
  }
}
