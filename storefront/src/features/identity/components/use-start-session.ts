import { useNavigate } from 'react-router-dom';
import type { TokenResponse } from '@event-kompass/shared-types';
import { useSession } from '@/lib/session';

/** After login or registration: keep the token, load the session, go to the start page. */
export function useStartSession() {
  const session = useSession();
  const navigate = useNavigate();
  return async ({ token }: TokenResponse) => {
    await session.login(token);
    navigate('/');
  };
}
