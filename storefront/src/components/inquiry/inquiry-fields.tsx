import { useRef, type ReactNode } from 'react';
import {
  berlinToday,
  INQUIRY_ANLAESSE,
  INQUIRY_ANLASS_LABELS,
  INQUIRY_DETAIL_LABELS,
  INQUIRY_NUMBER_RANGES,
  integerRangeMessage,
  isWholeNumberIn,
  PLZ_FORMAT_MESSAGE,
  PLZ_PATTERN,
  TIME_OF_DAY_PATTERN,
  timeOfDayMessage,
  type InquiryAnlass,
  type InquiryDetails,
} from '@event-kompass/shared-types';
import { Field, FieldList, SelectField, TextAreaField, type FieldSpec } from '@/components/ui/field';
import { useFormValues } from '@/lib/use-form';

type DetailName = 'gaeste' | 'uhrzeit' | 'plz' | 'budget_eur';
export type InquiryFieldName = 'event_datum' | 'anlass' | DetailName | 'nachricht';
/** The inquiry form's values as its fields hold them (text), by the request's field names. */
export type InquiryFormValues = Record<InquiryFieldName, string>;

const LABELS = INQUIRY_DETAIL_LABELS;
const { gaeste: GUESTS, budget_eur: BUDGET } = INQUIRY_NUMBER_RANGES;

const DETAIL_FIELDS: ReadonlyArray<FieldSpec<DetailName>> = [
  { name: 'gaeste', label: LABELS.gaeste, type: 'number', inputMode: 'numeric', ...GUESTS },
  { name: 'uhrzeit', label: LABELS.uhrzeit, type: 'time' },
  { name: 'plz', label: LABELS.plz, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
  {
    name: 'budget_eur',
    label: `${LABELS.budget_eur} (€)`,
    type: 'number',
    inputMode: 'numeric',
    min: BUDGET.min,
    max: BUDGET.max,
  },
];

/**
 * What the server would refuse, with the server's German sentence (shared-types builds both), or
 * null. Date and message are required (the spec's text); the details are optional.
 */
export function inquiryFormProblem(values: InquiryFormValues): string | null {
  if (!values.event_datum || !values.nachricht.trim()) return 'Bitte füllen Sie alle Felder aus.';
  // The server's Berlin day, not the browser's: both refuse the same dates.
  if (values.event_datum < berlinToday()) return 'Bitte wählen Sie ein Datum ab heute.';
  if (!isWholeNumberIn(values.gaeste, GUESTS)) return integerRangeMessage(LABELS.gaeste, GUESTS);
  if (values.uhrzeit && !TIME_OF_DAY_PATTERN.test(values.uhrzeit)) return timeOfDayMessage(LABELS.uhrzeit);
  const plz = values.plz.trim();
  // Whether the code exists only the server knows; it answers with its own sentence.
  if (plz && !PLZ_PATTERN.test(plz)) return PLZ_FORMAT_MESSAGE;
  if (!isWholeNumberIn(values.budget_eur, BUDGET)) return integerRangeMessage(LABELS.budget_eur, BUDGET);
  return null;
}

const wholeNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The request's date, message and details; blank details are left out. */
export function inquiryRequestOf(values: InquiryFormValues): {
  event_datum: string;
  nachricht: string;
} & Partial<InquiryDetails> {
  return {
    event_datum: values.event_datum,
    nachricht: values.nachricht.trim(),
    anlass: values.anlass ? (values.anlass as InquiryAnlass) : undefined,
    gaeste: wholeNumber(values.gaeste),
    uhrzeit: values.uhrzeit || undefined,
    plz: values.plz.trim() || undefined,
    budget_eur: wholeNumber(values.budget_eur),
  };
}

/**
 * The state of an inquiry form. The message starts as `greeting('')` and follows the chosen date
 * (`greeting(date)`) until the user edits it.
 */
export function useInquiryForm(greeting: (eventDate: string) => string) {
  const { values, setValue, setValues } = useFormValues<InquiryFieldName>({
    event_datum: '',
    anlass: '',
    gaeste: '',
    uhrzeit: '',
    plz: '',
    budget_eur: '',
    nachricht: greeting(''),
  });
  const template = useRef(values.nachricht);
  const setEventDate = (eventDate: string) => {
    const next = greeting(eventDate);
    const untouched = values.nachricht === template.current;
    setValues({ ...values, event_datum: eventDate, nachricht: untouched ? next : values.nachricht });
    template.current = next;
  };
  return { values, setValue, setEventDate };
}

export type InquiryForm = ReturnType<typeof useInquiryForm>;

interface InquiryFieldsProps {
  form: InquiryForm;
  /** Shown below the date, e.g. that the provider marked that day as taken. */
  dateNotice?: ReactNode;
}

/**
 * The fields every inquiry asks for, in one order for a single inquiry and a Sammelanfrage: the
 * date, the optional details of the event, the message.
 */
export function InquiryFields({ form: { values, setValue, setEventDate }, dateNotice }: InquiryFieldsProps) {
  return (
    <>
      <Field
        label="Gewünschtes Event-Datum"
        data-autofocus
        type="date"
        required
        min={berlinToday()}
        value={values.event_datum}
        onChange={(event) => setEventDate(event.target.value)}
      />
      {dateNotice}
      <fieldset className="form-grid inquiry-details">
        <legend>Zur Veranstaltung (optional)</legend>
        <SelectField
          label={LABELS.anlass}
          value={values.anlass}
          onChange={(event) => setValue('anlass', event.target.value)}
        >
          <option value="">Bitte wählen</option>
          {INQUIRY_ANLAESSE.map((value) => (
            <option key={value} value={value}>
              {INQUIRY_ANLASS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <FieldList fields={DETAIL_FIELDS} values={values} onChange={setValue} />
      </fieldset>
      <TextAreaField
        label="Ihre Nachricht"
        required
        rows={5}
        value={values.nachricht}
        onChange={(event) => setValue('nachricht', event.target.value)}
      />
    </>
  );
}
