declare module 'admin_console/AdminApp' {
  import type { ComponentType } from 'react';

  /** The admin console's root, mounted by the host below `/admin/*`. */
  const AdminApp: ComponentType<{ onSessionInvalid?: () => void }>;
  export default AdminApp;
}
