import { foldForSearch } from './search-normalize';

/**
 * The folded search columns of a provider. Whoever changes a provider's name, description
 * or categories (or renames a category) must write these again.
 */
export function providerSearchColumns(
  firmenname: string,
  beschreibung: string,
  categoryNames: string[],
): { searchName: string; searchText: string } {
  return {
    searchName: foldForSearch(firmenname),
    searchText: foldForSearch([firmenname, beschreibung, ...categoryNames].join(' \n ')),
  };
}
