import { useDocumentTitle } from '@/lib/use-document-title';
import { LoginForm } from '@/features/identity/components/login-form';

export default function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <div className="narrow">
      <h1>Login</h1>
      <LoginForm />
    </div>
  );
}
