import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  LIST_SORTS,
  MAX_PAGE_SIZE,
  SPELLING_SUGGESTION_HEADER,
  TOTAL_COUNT_HEADER,
} from '@event-kompass/shared-types';
import { MAX_RADIUS_KM } from './list-query';

/** The headers of a provider list's answer (`okHeaders` of `@ApiRoute`). */
export const LIST_HEADERS = {
  [TOTAL_COUNT_HEADER]: {
    description: 'Zahl aller Treffer mit diesen Filtern, ohne limit und offset (für „Mehr anzeigen“)',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** A search's answer: the list's headers and, when it found nothing, a suggested spelling. */
export const SEARCH_HEADERS = {
  ...LIST_HEADERS,
  [SPELLING_SUGGESTION_HEADER]: {
    description:
      'Nur wenn nichts gefunden wurde: die Suche mit jedem unbekannten Wort in der nächsten bekannten Schreibweise (URI-kodiert)',
    schema: { type: 'string' },
  },
};

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
      name: 'sortierung',
      enum: [...LIST_SORTS],
      description:
        'Reihenfolge (Standard relevanz; bewertung: beste zuerst; preis: günstigste zuerst, ohne Preis zuletzt; entfernung: nächste zuerst, nur mit plz)',
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
