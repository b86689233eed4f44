import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useSession } from '@/lib/session';

/** The admin console, a federated remote: fetched only when an admin opens /admin. */
const AdminApp = lazy(() => import('admin_console/AdminApp'));

interface BoundaryState {
  failed: boolean;
}

class AdminErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Admin-Konsole konnte nicht geladen werden', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="alert alert--error" role="alert">
          <p>
            Die Admin-Konsole konnte nicht geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es
            später erneut.
          </p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Seite neu laden
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

/** `/admin/*`: visitors and non-admins go to the home page (the server enforces the rest). */
export function AdminRoute() {
  const { user, logout } = useSession();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return (
    <AdminErrorBoundary>
      <Suspense fallback={<Loading text="Admin-Konsole wird geladen..." />}>
        <AdminApp onSessionInvalid={logout} />
      </Suspense>
    </AdminErrorBoundary>
  );
}
