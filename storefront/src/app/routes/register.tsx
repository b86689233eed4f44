import { useDocumentTitle } from '@/lib/use-document-title';
import { RegisterForm } from '@/features/identity/components/register-form';

export default function RegisterRoute() {
  useDocumentTitle('Registrieren');
  return (
    <div className="narrow">
      <h1>Registrieren</h1>
      <p>Mit einem kostenlosen Konto können Sie Anbieter anfragen und nach Ihrem Event bewerten.</p>
      <RegisterForm />
    </div>
  );
}
