/** Stands in for the federated admin console in the server build: /admin is never rendered there. */
export default function AdminApp() {
  return null;
}
