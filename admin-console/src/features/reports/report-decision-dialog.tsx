import { useId } from 'react';
import {
  REPORT_LIMITS,
  type AdminReport,
  type ReportDecision,
  type ReportDecisionRequest,
} from '@event-kompass/shared-types';
import { ReasonField, TextField, useFormFields } from '@admin/components/fields';
import { FormDialog } from '@admin/components/form-dialog';
import { ReportTarget } from '@admin/features/reports/report-target';

export interface ReportDecisionDialogProps {
  report: AdminReport;
  onClose: () => void;
  /** Rejects with the text to show. */
  onSave: (body: ReportDecisionRequest) => Promise<void>;
}

const CHOICES: { value: ReportDecision; label: string; hint: string }[] = [
  {
    value: 'entfernt',
    label: 'Inhalt entfernen',
    hint: 'Die Bewertung wird gelöscht bzw. der Eintrag deaktiviert; der Betroffene erhält die Begründung per E-Mail.',
  },
  {
    value: 'abgelehnt',
    label: 'Meldung ablehnen',
    hint: 'Der Inhalt bleibt sichtbar.',
  },
];

/**
 * The decision on a report (DSA Art. 17): what is decided, the facts and reasons in words the affected
 * party understands, and for a removal the law or AGB clause it rests on.
 */
export function ReportDecisionDialog({ report, onClose, onSave }: ReportDecisionDialogProps) {
  const { form, set, text } = useFormFields(() => ({
    // Nothing pre-selected: a removal must be a choice, not a default one clicks through.
    entscheidung: null as ReportDecision | null,
    begruendung: '',
    rechtsgrundlage: '',
  }));
  const groupId = useId();
  const removing = form.entscheidung === 'entfernt';

  async function submit() {
    const { entscheidung } = form;
    if (entscheidung === null) {
      throw new Error('Bitte wählen Sie eine Entscheidung.');
    }
    if (form.begruendung.trim().length < REPORT_LIMITS.statementMin) {
      throw new Error(
        `Bitte begründen Sie die Entscheidung in mindestens ${REPORT_LIMITS.statementMin} Zeichen.`,
      );
    }
    if (removing && !form.rechtsgrundlage.trim()) {
      throw new Error('Bitte geben Sie für eine Entfernung die Rechtsgrundlage oder die AGB-Klausel an.');
    }
    await onSave({
      entscheidung,
      begruendung: form.begruendung.trim(),
      rechtsgrundlage: removing ? form.rechtsgrundlage.trim() : null,
    });
  }

  return (
    <FormDialog title="Über Meldung entscheiden" size="large" onClose={onClose} onSubmit={submit}>
      <div className="ac-report-summary">
        <ReportTarget report={report} />
        <p>
          <strong>Grund der Meldung:</strong> <span className="ac-text-block">{report.grund}</span>
        </p>
      </div>
      <fieldset className="ac-fieldset" aria-describedby={`${groupId}-hint`}>
        <legend>Entscheidung</legend>
        {CHOICES.map((choice) => (
          <div className="ac-check" key={choice.value}>
            <input
              id={`${groupId}-${choice.value}`}
              type="radio"
              name={`${groupId}-entscheidung`}
              checked={form.entscheidung === choice.value}
              onChange={() => set('entscheidung', choice.value)}
            />
            <label htmlFor={`${groupId}-${choice.value}`}>{choice.label}</label>
            <p className="ac-field__hint ac-check__hint">{choice.hint}</p>
          </div>
        ))}
        <p id={`${groupId}-hint`} className="ac-field__hint">
          Sie entscheiden persönlich; die Entscheidung lässt sich nicht rückgängig machen.
        </p>
      </fieldset>
      <ReasonField
        label="Begründung (Sachverhalt und Gründe)"
        required
        rows={5}
        hint={
          removing
            ? 'Geht wörtlich an den Betroffenen (und nicht an die meldende Person).'
            : 'Geht an die meldende Person, wenn sie eine E-Mail-Adresse angegeben hat.'
        }
        {...text('begruendung')}
      />
      {removing ? (
        <TextField
          label="Rechtsgrundlage oder AGB-Klausel"
          required
          maxLength={REPORT_LIMITS.legalGround}
          placeholder="z. B. § 6 Abs. 2 AGB (keine beleidigenden Inhalte)"
          {...text('rechtsgrundlage')}
        />
      ) : null}
    </FormDialog>
  );
}
