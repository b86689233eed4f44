import { useDocumentTitle } from '@/lib/use-document-title';
import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Passwort vergessen');
  return (
    <div className="narrow">
      <h1>Passwort vergessen</h1>
      <ForgotPasswordForm />
    </div>
  );
}
