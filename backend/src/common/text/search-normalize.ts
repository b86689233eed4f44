/**
 * Folds German text for matching: lower case, accents removed, ß → ss, and the umlaut
 * spellings ae/oe/ue folded onto their base vowel. Both the stored search columns and the
 * query go through this, so "Müller", "Mueller" and "Muller" all meet as "muller".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/\s+/g, ' ')
    .trim();
}
