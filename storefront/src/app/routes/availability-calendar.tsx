import { berlinToday } from '@event-kompass/shared-types';
import { MonthCalendar } from '@/components/calendar/month-calendar';

/** The provider page's taken days from today on (loads when "Verfügbarkeit" is opened). */
export function AvailabilityCalendar({ taken }: { taken: readonly string[] }) {
  return <MonthCalendar today={berlinToday()} taken={new Set(taken)} />;
}
