import { useNavigate } from 'react-router-dom';
import type { TokenResponse } from '@event-kompass/shared-types';
import { useSession } from '@/lib/session';
import type { ArrivalState } from '@/lib/arrival';

/**
 * After login, registration or a link from a mail: keep the token, load the session, go on (with
 * `notice` said on arrival).
 */
export function useStartSession(destination = '/', notice?: string) {
  const session = useSession();
  const navigate = useNavigate();
  return async ({ token }: TokenResponse) => {
    await session.login(token);
    navigate(destination, notice ? { state: { notice } satisfies ArrivalState } : undefined);
  };
}
