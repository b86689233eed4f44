/**
 * The longest value each text field accepts, in characters. The API refuses longer input (with
 * a German message naming the field), the database column holds exactly this many (VARCHAR
 * fields; long texts are TEXT columns), and the forms can use them for `maxLength`.
 */
export const FIELD_LIMITS = {
  /** Vorname and Nachname. */
  personName: 100,
  email: 254,
  handynummer: 40,
  /** Shortest and longest password; longer ones are hashed whole. */
  passwordMin: 6,
  password: 1024,
  /** Website and Instagram addresses. */
  url: 500,
  firmenname: 200,
  beschreibung: 5000,
  neueKategorieVorschlag: 200,
  categoryName: 100,
  categoryDescription: 500,
  inquiryMessage: 5000,
  reviewComment: 2000,
  contactName: 200,
  contactMessage: 5000,
  /** Name, street, place and provider name on the renewal billing form. */
  billingText: 200,
  settingValue: 20,
  /** A place name as the postal-code table spells it (`ort`, derived from `plz`). */
  placeName: 100,
  /** A photo's alt text. */
  photoAlt: 200,
} as const;

/** The numbers a provider's place and price may take (`einsatzradius_km`, `preis_ab`). */
export const PROVIDER_NUMBER_LIMITS = {
  /** Service radius in km when the application names none. */
  defaultRadiusKm: 50,
  maxRadiusKm: 500,
  /** Whole euros; more is a typing mistake, not a price. */
  maxPriceEuro: 1_000_000,
} as const;
