import { Injectable, type PipeTransform } from '@nestjs/common';
import { InvalidInput } from '../../common/errors/domain-error';

/**
 * A numeric id from the path (`/…/{id}`), refused in German instead of Nest's English
 * ParseIntPipe message. TODO: belongs in common/pipes once someone owning it moves it there.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      throw new InvalidInput('Die ID in der Adresse ist ungültig.');
    }
    return id;
  }
}
