import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@event-kompass/web-client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

let fallbackClient: ApiClient | null = null;

/** The API client of the surrounding AdminApp (a plain same-origin client outside one, e.g. in tests). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (client) return client;
  fallbackClient ??= createApiClient();
  return fallbackClient;
}
