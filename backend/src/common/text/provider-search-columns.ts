import { sortedGerman } from '@event-kompass/shared-types';
import { foldForSearch } from './search-normalize';

/**
 * The folded search columns of a provider. Whoever changes a provider's name, description
 * or categories (or renames a category) must write these again. Category names are sorted
 * here, so the text never depends on the order of the links.
 */
export function providerSearchColumns(
  firmenname: string,
  beschreibung: string,
  categoryNames: readonly string[],
): { searchName: string; searchText: string } {
  return {
    searchName: foldForSearch(firmenname),
    searchText: foldForSearch([firmenname, beschreibung, ...sortedGerman(categoryNames)].join(' \n ')),
  };
}
