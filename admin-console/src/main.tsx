import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from '@admin/admin-app';
import { clearStoredToken } from '@event-kompass/web-client';
import '@admin/standalone.css';

/** Standalone development: the console with its own router, like the storefront mounts it at `/admin/*`. */
function Standalone() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminApp onSessionInvalid={clearStoredToken} />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
// The federation dev server may evaluate this entry twice (once through its init proxy): mount only once.
if (container && !container.hasAttribute('data-admin-console')) {
  container.setAttribute('data-admin-console', '');
  createRoot(container).render(
    <StrictMode>
      <Standalone />
    </StrictMode>,
  );
}
