import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { type DomainError, InvalidInput } from '../errors/domain-error';

const MAX_ID = 2_147_483_647;

/** A positive 32-bit id from a path segment, or null for anything else (`abc`, `0`, `1.5`). */
export function parsePathId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A malformed id answers 400 'Die ID in der Adresse ist ungültig.' (instead of Nest's English text). */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parsePathId(value);
    if (id === null) throw new InvalidInput('Die ID in der Adresse ist ungültig.');
    return id;
  }
}

/** A path id read through `IdParamPipe`: `@PathId() id`, or another segment's name, `@PathId('photoId')`. */
export const PathId = (name = 'id'): ParameterDecorator => Param(name, IdParamPipe);

/**
 * For public pages: a malformed id answers like an unknown one (e.g. 404 'Anbieter nicht
 * gefunden.'), since `/provider/abc` is simply a page that does not exist.
 */
export class PathIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => DomainError) {}

  transform(value: string): number {
    const id = parsePathId(value);
    if (id === null) throw this.notFound();
    return id;
  }
}
