import { useState } from 'react';
import { berlinToday } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { FormEnd } from '@/components/ui/form-end';
import { Loading } from '@/components/ui/loading';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import { useFormSubmit } from '@/lib/use-form';
import { getOwnAvailability, setOwnAvailability } from '@/features/workspace/api/own-listings';

/** The owner marks taken days; searches for such a day leave the listing out. */
export function AvailabilityEditor({ listingId }: { listingId: number }) {
  const today = berlinToday();
  const stored = useListingRequest(getOwnAvailability, listingId, 'Daten konnten nicht geladen werden');
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const taken = edited ?? new Set(stored.data?.belegt ?? []);
  const submit = useFormSubmit({
    send: () => setOwnAvailability(listingId, [...taken].sort()),
    fallback: 'Die belegten Tage konnten nicht gespeichert werden.',
    successFallback: 'Die belegten Tage wurden gespeichert.',
    onSuccess: (result) => setEdited(new Set(result.belegt)),
  });

  if (stored.loading && !stored.data) return <Loading />;
  if (stored.error) return <Alert>{stored.error}</Alert>;
  return (
    <form className="stack" onSubmit={submit.onSubmit} aria-label="Belegte Tage">
      <p className="muted">
        Markieren Sie Tage, an denen Sie schon gebucht sind. Wer nach einem solchen Tag sucht, sieht Ihren
        Eintrag dann nicht.
      </p>
      <MonthCalendar
        today={today}
        taken={taken}
        onToggle={(day) => {
          const next = new Set(taken);
          if (next.has(day)) next.delete(day);
          else next.add(day);
          setEdited(next);
        }}
      />
      <FormEnd
        label={submit.busy ? 'Wird gespeichert...' : `Belegte Tage speichern (${taken.size})`}
        {...submit}
      />
    </form>
  );
}
