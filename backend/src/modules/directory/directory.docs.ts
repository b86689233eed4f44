import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiQuery } from '@nestjs/swagger';
import type { SearchSuggestion } from '@event-kompass/shared-types';
import { MAX_PAGE_SIZE } from '@event-kompass/shared-types';
import { MAX_RADIUS_KM } from './list-query';

/** The optional filter and paging parameters of the provider lists, for the API reference. */
export function ApiListQuery(options: { withCategory: boolean }): MethodDecorator {
  const optional = { required: false } as const;
  return applyDecorators(
    ApiQuery({
      ...optional,
      name: 'plz',
      type: String,
      description:
        'Deutsche PLZ: nur Anbieter, deren Einsatzradius sie erreicht; Zeilen erhalten entfernung_km',
    }),
    ApiQuery({
      ...optional,
      name: 'umkreis',
      type: 'integer',
      description: `Mit plz: höchstens so viele km entfernt (0–${MAX_RADIUS_KM})`,
    }),
    ApiQuery({ ...optional, name: 'preis_max', type: 'integer', description: 'Preis ab höchstens (Euro)' }),
    ApiQuery({ ...optional, name: 'bewertung_min', type: Number, description: 'Mindestbewertung (1–5)' }),
    ...(options.withCategory
      ? [
          ApiQuery({
            ...optional,
            name: 'kategorie',
            type: 'integer',
            description: 'Nur diese Kategorie (ID)',
          }),
        ]
      : []),
    ApiQuery({
      ...optional,
      name: 'datum',
      type: String,
      description: 'JJJJ-MM-TT: Anbieter ausblenden, die diesen Tag als belegt markiert haben',
    }),
    ApiQuery({
      ...optional,
      name: 'limit',
      type: 'integer',
      description: `Seitengröße (1–${MAX_PAGE_SIZE})`,
    }),
    ApiQuery({ ...optional, name: 'offset', type: 'integer', description: 'So viele Treffer überspringen' }),
  );
}

export class SearchSuggestionBody implements SearchSuggestion {
  @ApiProperty()
  text!: string;

  @ApiProperty({ enum: ['anbieter', 'kategorie', 'ort'] })
  typ!: 'anbieter' | 'kategorie' | 'ort';

  @ApiProperty({ type: 'integer', nullable: true })
  id!: number | null;
}
