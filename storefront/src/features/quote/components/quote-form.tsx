import { useId, useState } from 'react';
import {
  addDays,
  berlinToday,
  euroFromCents,
  type InquiryQuote,
  type ListingInquiry,
  QUOTE_LIMITS,
} from '@event-kompass/shared-types';
import { ApiError } from '@event-kompass/web-client';
import { Alert } from '@/components/ui/alert';
import { Field, TextAreaField } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit } from '@/lib/use-form';
import { useRequest } from '@/lib/use-request';
import { getQuote, sendQuote } from '@/features/quote/api/quote';
import { centsFromInput, positionProblem } from '@/features/quote/components/euro-input';
import { QuoteSummary } from '@/features/quote/components/quote-summary';

interface Row {
  key: number;
  text: string;
  amount: string;
}

interface QuoteFormProps {
  listingId: number;
  inquiry: Pick<ListingInquiry, 'id' | 'event_datum' | 'status'>;
  /** Called after a quote was sent (the inbox shows the new status). */
  onSent: () => void;
}

/** Until when a new quote is valid unless the provider says otherwise: two weeks, at most the event day. */
function defaultValidity(eventDate: string): string {
  const twoWeeks = addDays(berlinToday(), 14);
  return twoWeeks < eventDate ? twoWeeks : eventDate;
}

/** The provider's current quote on an inquiry and the form "Angebot senden" (a new one replaces it). */
export function QuoteForm({ listingId, inquiry, onSent }: QuoteFormProps) {
  const current = useRequest(
    (signal) =>
      getQuote(inquiry.id, signal).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    [inquiry.id],
    'Das Angebot konnte nicht geladen werden.',
  );
  const [open, setOpen] = useState(false);
  const closed = inquiry.status === 'gebucht' || inquiry.status === 'abgesagt';

  return (
    <div className="stack">
      {current.error ? <Alert>{current.error}</Alert> : null}
      {current.data ? <QuoteSummary quote={current.data} title="Ihr Angebot" /> : null}
      {closed ? null : open ? (
        <QuoteEditor
          listingId={listingId}
          inquiry={inquiry}
          replaces={current.data?.status === 'offen' ? current.data : null}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            current.reload();
            onSent();
          }}
        />
      ) : (
        <div>
          <button type="button" className="button button--small" onClick={() => setOpen(true)}>
            {current.data ? 'Neues Angebot senden' : 'Angebot senden'}
          </button>
        </div>
      )}
    </div>
  );
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, text: '', amount: '' });

function QuoteEditor({
  listingId,
  inquiry,
  replaces,
  onCancel,
  onSent,
}: QuoteFormProps & { replaces: InquiryQuote | null; onCancel: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [validUntil, setValidUntil] = useState(() => defaultValidity(inquiry.event_datum));
  const [note, setNote] = useState('');
  const formId = useId();
  const today = berlinToday();
  const total = rows.reduce((sum, row) => sum + (centsFromInput(row.amount) ?? 0), 0);

  const update = (key: number, change: Partial<Row>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = useFormSubmit({
    validate: () => {
      for (const [index, row] of rows.entries()) {
        const problem = positionProblem(index, row.text, row.amount);
        if (problem) return problem;
      }
      if (!validUntil || validUntil < today || validUntil > inquiry.event_datum) {
        return 'Das Angebot muss von heute bis spätestens zum Event-Datum gültig sein.';
      }
      return null;
    },
    send: () =>
      sendQuote(listingId, inquiry.id, {
        positionen: rows.map((row) => ({
          text: row.text.trim(),
          betrag_cent: centsFromInput(row.amount) ?? 0,
        })),
        gueltig_bis: validUntil,
        hinweis: note.trim() || null,
      }),
    fallback: 'Das Angebot konnte nicht gesendet werden.',
    onSuccess: onSent,
  });

  return (
    <form
      className="form quote-form card stack"
      onSubmit={submit.onSubmit}
      aria-labelledby={`${formId}-title`}
    >
      <h4 id={`${formId}-title`}>{replaces ? 'Neues Angebot (ersetzt das offene)' : 'Angebot senden'}</h4>
      <fieldset className="stack">
        <legend>Positionen</legend>
        {rows.map((row, index) => (
          <div key={row.key} className="quote-form__row">
            <Field
              label={`Position ${index + 1}`}
              value={row.text}
              maxLength={QUOTE_LIMITS.positionText}
              placeholder="z. B. DJ-Set 5 Stunden"
              onChange={(event) => update(row.key, { text: event.target.value })}
            />
            <Field
              label="Betrag in €"
              inputMode="decimal"
              value={row.amount}
              placeholder="40,00"
              onChange={(event) => update(row.key, { amount: event.target.value })}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setRows((list) => list.filter((other) => other.key !== row.key))}
              >
                Entfernen<span className="sr-only">: Position {index + 1}</span>
              </button>
            ) : null}
          </div>
        ))}
        {rows.length < QUOTE_LIMITS.maxPositionen ? (
          <div>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setRows((list) => [...list, emptyRow()])}
            >
              Position hinzufügen
            </button>
          </div>
        ) : null}
      </fieldset>
      <p className="quote-form__total" aria-live="polite">
        Summe: <strong data-testid="quote-form-total">{euroFromCents(total)}</strong>
      </p>
      <Field
        label="Gültig bis"
        type="date"
        required
        min={today}
        max={inquiry.event_datum}
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
      />
      <TextAreaField
        label="Hinweis (optional)"
        rows={3}
        maxLength={QUOTE_LIMITS.hinweis}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormEnd label="Angebot senden" {...submit}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </FormEnd>
    </form>
  );
}
