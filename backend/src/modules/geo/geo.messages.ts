import { PLZ_FORMAT_MESSAGE } from '@event-kompass/shared-types';

/** German messages for postal-code input; the format's is shared with the forms that check first. */
export { PLZ_FORMAT_MESSAGE };
export const PLZ_UNKNOWN_MESSAGE = 'Diese Postleitzahl kennen wir nicht.';
