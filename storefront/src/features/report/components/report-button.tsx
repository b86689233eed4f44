import { useState } from 'react';
import type { ReportTarget } from '@event-kompass/shared-types';
import { deferred } from '@/lib/deferred';

/** The form's code loads when the button is pressed: most visitors never report anything. */
const ReportDialog = deferred(() =>
  import('@/features/report/components/report-dialog').then((module) => module.ReportDialog),
);

export interface ReportButtonProps {
  art: ReportTarget;
  zielId: number;
  /** What is reported, for the dialog's title and the button's accessible name ("Bewertung von Anna"). */
  subject: string;
}

/** "Inhalt melden" (DSA Art. 16): a quiet link that opens the notice form for one review or listing. */
export function ReportButton({ art, zielId, subject }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button report-link"
        onClick={() => setOpen(true)}
        aria-label={`Inhalt melden: ${subject}`}
      >
        Inhalt melden
      </button>
      {open ? (
        <ReportDialog art={art} zielId={zielId} subject={subject} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
