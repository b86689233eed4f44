/** German messages for postal-code input, for the DTOs and filters that will use them. */
export const PLZ_FORMAT_MESSAGE = 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).';
export const PLZ_UNKNOWN_MESSAGE = 'Diese Postleitzahl kennen wir nicht.';
