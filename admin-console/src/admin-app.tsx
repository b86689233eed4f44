import { useMemo, useRef, useState } from 'react';
import { AdminShell } from '@admin/app/admin-shell';
import { Alert } from '@admin/components/alert';
import { createApiClient, type ApiClient } from '@event-kompass/web-client';
import { ApiProvider } from '@admin/lib/api-context';
import '@admin/styles/admin.css';

export interface AdminAppProps {
  /** Called on any 401 answer: the host clears the session. */
  onSessionInvalid?: () => void;
  /** For tests and other hosts: a prepared API client (default: same origin, token from localStorage). */
  apiClient?: ApiClient;
}

/**
 * The admin console, exposed to the storefront as `admin_console/AdminApp`. Mount it inside a router at
 * `/admin/*`; its tabs are relative routes below that.
 */
export default function AdminApp({ onSessionInvalid, apiClient }: AdminAppProps) {
  const [sessionLost, setSessionLost] = useState(false);
  const handlerRef = useRef(onSessionInvalid);
  handlerRef.current = onSessionInvalid;

  const client = useMemo(
    () =>
      apiClient ??
      createApiClient({
        onUnauthorized: () => {
          setSessionLost(true);
          handlerRef.current?.();
        },
      }),
    [apiClient],
  );

  return (
    <div className="ac-root">
      <ApiProvider client={client}>
        <Alert
          message={sessionLost ? 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' : null}
          onDismiss={() => setSessionLost(false)}
        />
        <AdminShell />
      </ApiProvider>
    </div>
  );
}
