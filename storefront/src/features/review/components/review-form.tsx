import { useState } from 'react';
import { TextAreaField } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { StarRating } from '@/components/ui/star-rating';
import { useFormSubmit } from '@/lib/use-form';
import { createReview } from '@/features/review/api/create-review';

interface ReviewFormProps {
  providerId: number;
  /** After a saved review, with the server's thanks: reload the list and the pending-review count. */
  onSaved: (message: string) => void;
}

export function ReviewForm({ providerId, onSaved }: ReviewFormProps) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const submit = useFormSubmit({
    validate: () => (stars === 0 ? 'Bitte geben Sie eine Sterne-Bewertung ab.' : null),
    send: () => createReview({ anbieter_id: providerId, sterne: stars, kommentar: comment.trim() || null }),
    fallback: 'Fehler beim Senden der Bewertung.',
    onSuccess: (result) => {
      setStars(0);
      setComment('');
      onSaved(result.msg || 'Vielen Dank! Ihre Bewertung wurde gespeichert.');
    },
  });

  return (
    <form className="form card" onSubmit={submit.onSubmit} aria-labelledby="review-form-title">
      <h2 id="review-form-title">Bewertung abgeben</h2>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          Ihre Bewertung *
        </span>
        <StarRating value={stars} onChange={setStars} label="Ihre Bewertung" />
      </div>
      <TextAreaField
        label="Kommentar (optional)"
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormEnd label="Bewertung senden" {...submit} />
    </form>
  );
}
