import { StarRating } from '@/components/ui/star-rating';

interface RatingSummaryProps {
  average: number | null;
  count: number;
}

const reviewsWord = (count: number) => (count === 1 ? '1 Bewertung' : `${count} Bewertungen`);

export function RatingSummary({ average, count }: RatingSummaryProps) {
  return (
    <span className="rating">
      <StarRating value={average ?? 0} readOnly label="Durchschnitt" />
      <span>
        {average === null
          ? 'Noch keine Bewertungen'
          : `${average.toLocaleString('de-DE', { maximumFractionDigits: 1 })} · ${reviewsWord(count)}`}
      </span>
    </span>
  );
}
