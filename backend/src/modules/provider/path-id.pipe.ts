import { type PipeTransform } from '@nestjs/common';
import type { DomainError } from '../../common/errors/domain-error';

/**
 * A numeric id from the path. Anything that cannot be an id answers like an unknown id
 * (e.g. 404 'Anbieter nicht gefunden.'), since `/provider/abc` is just a page that does not exist.
 */
export class PathIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => DomainError) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw this.notFound();
    return id;
  }
}
