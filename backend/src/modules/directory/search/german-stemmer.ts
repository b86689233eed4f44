/**
 * The German Snowball stemmer from `@orama/stemmers`. The package only publishes its
 * languages through `exports` subpaths, which `moduleResolution: node10` cannot see, so it is
 * loaded with a typed `require` (Node itself resolves the subpath at run time).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const german = require('@orama/stemmers/german') as { stemmer: (word: string) => string };

export const snowballGerman: (word: string) => string = german.stemmer;
