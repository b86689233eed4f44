import type { FieldSpec } from '@/components/ui/field';

/** Contact fields a provider fills in the application and edits in "Mein Eintrag". */
export const CONTACT_FIELDS: ReadonlyArray<FieldSpec<'handynummer' | 'website_url' | 'instagram_url'>> = [
  { name: 'handynummer', label: 'Handynummer (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'website_url', label: 'Website (optional)', type: 'url', placeholder: 'https://' },
  {
    name: 'instagram_url',
    label: 'Instagram (optional)',
    type: 'url',
    placeholder: 'https://instagram.com/...',
  },
];

export const DESCRIPTION_FIELD: FieldSpec<'beschreibung'> = {
  name: 'beschreibung',
  label: 'Beschreibung Ihres Angebots',
  required: true,
  rows: 5,
};

/** Where the provider works and what it costs at least; the server derives the place. */
export const PLACE_FIELDS: ReadonlyArray<FieldSpec<'plz' | 'einsatzradius_km' | 'preis_ab'>> = [
  {
    name: 'plz',
    label: 'PLZ',
    hint: 'Ihr Ort wird aus der Postleitzahl ermittelt.',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 5,
  },
  { name: 'einsatzradius_km', label: 'Einsatzradius (km)', type: 'number', min: 0, max: 500, step: 1 },
  {
    name: 'preis_ab',
    label: 'Preis ab (€)',
    hint: 'Ihr günstigstes Angebot in ganzen Euro.',
    type: 'number',
    min: 0,
    step: 1,
  },
];

const optional = (value: string) => (value.trim() ? value.trim() : null);
/** The number inputs give '' for anything that is not a number; the server checks the range. */
const optionalNumber = (value: string) => (value.trim() ? Number(value) : null);

/** The optional contact and place fields as both forms send them: an empty field as null. */
export function optionalFieldsPayload(
  values: Record<
    'handynummer' | 'website_url' | 'instagram_url' | 'plz' | 'einsatzradius_km' | 'preis_ab',
    string
  >,
) {
  return {
    handynummer: optional(values.handynummer),
    website_url: optional(values.website_url),
    instagram_url: optional(values.instagram_url),
    plz: optional(values.plz),
    einsatzradius_km: optionalNumber(values.einsatzradius_km),
    preis_ab: optionalNumber(values.preis_ab),
  };
}
