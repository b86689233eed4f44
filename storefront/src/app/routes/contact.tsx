import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from '@/features/site/components/contact-form';

export default function ContactRoute() {
  useDocumentTitle('Kontakt');
  return (
    <div className="narrow stack">
      <h1>Kontakt</h1>
      <p>
        Sie haben Fragen, Anregungen oder möchten Ihren Eintrag ändern? Schreiben Sie uns – wir antworten per
        E-Mail.
      </p>
      <ContactForm />
    </div>
  );
}
