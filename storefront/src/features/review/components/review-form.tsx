import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextAreaField } from '@/components/ui/field';
import { StarRating } from '@/components/ui/star-rating';
import { errorMessage } from '@/lib/api-client';
import { createReview } from '@/features/review/api/create-review';

interface ReviewFormProps {
  providerId: number;
  /** After a saved review: reload the list and the pending-review count. */
  onSaved: () => void;
}

export function ReviewForm({ providerId, onSaved }: ReviewFormProps) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (stars === 0) {
      setError('Bitte geben Sie eine Sterne-Bewertung ab.');
      return;
    }
    setBusy(true);
    try {
      await createReview({ anbieter_id: providerId, sterne: stars, kommentar: comment.trim() || null });
      setStars(0);
      setComment('');
      setSuccess('Vielen Dank! Ihre Bewertung wurde gespeichert.');
      onSaved();
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Senden der Bewertung.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit} aria-labelledby="review-form-title">
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
      {error ? <Alert>{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          Bewertung senden
        </button>
      </div>
    </form>
  );
}
