import { useNavigate } from 'react-router-dom';
import type { TokenResponse } from '@event-kompass/shared-types';
import { useSession } from '@/lib/session';

/** After login, registration or a link from a mail: keep the token, load the session, go on. */
export function useStartSession(destination = '/') {
  const session = useSession();
  const navigate = useNavigate();
  return async ({ token }: TokenResponse) => {
    await session.login(token);
    navigate(destination);
  };
}
