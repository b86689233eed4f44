import { useState } from 'react';
import { germanDateTime } from '@event-kompass/shared-types';
import { Alert, FormAlerts } from '@/components/ui/alert';
import { ActionButton, FormEnd } from '@/components/ui/form-end';
import { Loading } from '@/components/ui/loading';
import { useFormSubmit } from '@/lib/use-form';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import {
  getCalendarFeed,
  renewCalendarFeed,
  setCalendarImport,
} from '@/features/workspace/api/listing-statistics';

/**
 * "Mein Eintrag" › Kalender-Abgleich: the secret feed address to subscribe to in Google, iCloud or
 * Outlook, and an external calendar whose busy days count as taken.
 */
export function CalendarSync({ listingId }: { listingId: number }) {
  const feed = useListingRequest(getCalendarFeed, listingId, 'Daten konnten nicht geladen werden');
  const [url, setUrl] = useState<string | null>(null);
  const renew = useFormSubmit({
    send: () => renewCalendarFeed(listingId),
    fallback: 'Die Adresse konnte nicht erneuert werden.',
    successFallback: 'Die neue Adresse gilt ab sofort; die alte funktioniert nicht mehr.',
    onSuccess: () => feed.reload(),
  });
  const save = useFormSubmit({
    send: () => setCalendarImport(listingId, (url ?? feed.data?.import_url ?? '').trim() || null),
    fallback: 'Die Kalender-Adresse konnte nicht gespeichert werden.',
    successFallback: 'Gespeichert. Wir lesen Ihren Kalender jede Stunde ein.',
    onSuccess: () => feed.reload(),
  });

  if (feed.loading && !feed.data) return <Loading />;
  if (feed.error || !feed.data) return <Alert>{feed.error ?? 'Daten konnten nicht geladen werden'}</Alert>;
  const current = feed.data;
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="feed-titel">
        <h3 id="feed-titel">Ihre Buchungen im eigenen Kalender</h3>
        <p className="muted">
          Abonnieren Sie diese Adresse in Google Kalender, Apple Kalender oder Outlook („Kalender per URL
          hinzufügen“). Sie enthält Ihre gebuchten und belegten Tage. Geben Sie sie nicht weiter – wer sie
          kennt, sieht diese Tage.
        </p>
        <p className="calendar-sync__url" data-testid="feed-url">
          {current.feed_url}
        </p>
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigator.clipboard?.writeText(current.feed_url)}
          >
            Adresse kopieren
          </button>
          <ActionButton action={renew} className="button button--secondary">
            Neue Adresse erzeugen
          </ActionButton>
        </div>
        <FormAlerts error={renew.error} success={renew.success} />
      </section>
      <form className="stack" onSubmit={save.onSubmit} aria-labelledby="import-titel">
        <h3 id="import-titel">Termine aus Ihrem Kalender übernehmen</h3>
        <p className="muted">
          Tragen Sie die geheime iCal-Adresse Ihres Kalenders ein (bei Google „Privatadresse im iCal-Format“).
          Tage mit Terminen gelten dann als belegt. Leer lassen und speichern beendet den Abgleich.
        </p>
        <label className="field">
          iCal-Adresse Ihres Kalenders
          <input
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url ?? current.import_url ?? ''}
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        {current.import_url ? (
          <p className={current.import_fehler ? 'alert alert--error' : 'muted'} role="status">
            {current.import_fehler
              ? `Letzter Abgleich fehlgeschlagen: ${current.import_fehler}`
              : current.import_stand
                ? `Zuletzt abgeglichen: ${germanDateTime(current.import_stand)}`
                : 'Der erste Abgleich folgt innerhalb einer Stunde.'}
          </p>
        ) : null}
        <FormEnd label={save.busy ? 'Wird gespeichert...' : 'Kalender-Adresse speichern'} {...save} />
      </form>
    </div>
  );
}
