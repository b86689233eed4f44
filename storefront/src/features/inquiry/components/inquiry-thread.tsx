import { useId, useState } from 'react';
import { germanDateTime, type InquiryMessage } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { TextAreaField } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { Loading } from '@/components/ui/loading';
import { useRequest } from '@/lib/use-request';
import { useFormSubmit } from '@/lib/use-form';
import { getThread, postMessage } from '@/features/inquiry/api/thread';

interface InquiryThreadProps {
  inquiryId: number;
  /** Whose view: the provider's own messages stand on the right for them, the customer's for the customer. */
  viewer: 'kunde' | 'anbieter';
  /** Called after a message was sent (the lists count messages). */
  onSent?: () => void;
}

/** The conversation about one inquiry, oldest first, with a field to answer. */
export function InquiryThread({ inquiryId, viewer, onSent }: InquiryThreadProps) {
  const thread = useRequest(
    (signal) => getThread(inquiryId, signal),
    [inquiryId],
    'Nachrichten konnten nicht geladen werden.',
  );
  const [text, setText] = useState('');
  const [sent, setSent] = useState<InquiryMessage[]>([]);
  const fieldId = useId();
  const submit = useFormSubmit({
    validate: () => (text.trim() ? null : 'Bitte schreiben Sie eine Nachricht.'),
    send: () => postMessage(inquiryId, text.trim()),
    fallback: 'Die Nachricht konnte nicht gesendet werden.',
    onSuccess: (message) => {
      setSent((list) => [...list, message]);
      setText('');
      onSent?.();
    },
  });
  const messages = [...(thread.data ?? []), ...sent.filter((m) => !thread.data?.some((d) => d.id === m.id))];

  return (
    <div className="thread stack">
      {thread.loading && !thread.data ? <Loading text="Nachrichten werden geladen..." /> : null}
      {thread.error ? <Alert>{thread.error}</Alert> : null}
      {thread.data && messages.length === 0 ? <p className="muted">Noch keine Nachrichten.</p> : null}
      {messages.length > 0 ? (
        <ol className="thread__messages" aria-label="Nachrichten">
          {messages.map((message) => {
            const own = message.von_anbieter === (viewer === 'anbieter');
            return (
              <li key={message.id} className={`thread__message${own ? ' thread__message--own' : ''}`}>
                <div className="thread__meta">
                  <strong>{own ? 'Sie' : message.absender}</strong>{' '}
                  <span className="muted">{germanDateTime(message.gesendet_am)}</span>
                </div>
                <p style={{ whiteSpace: 'pre-line' }}>{message.text}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
      <form className="form" onSubmit={submit.onSubmit}>
        <TextAreaField
          id={fieldId}
          label={viewer === 'anbieter' ? 'Antwort an den Kunden' : 'Nachricht an den Anbieter'}
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormEnd label="Nachricht senden" {...submit} />
      </form>
    </div>
  );
}
