import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inquiry } from '@event-kompass/shared-types';
import { fakeToken, jsonResponse, mockFetch } from '@test/helpers';
import { apiRequest } from '@event-kompass/web-client';
import { SessionProvider, useSession } from '@/lib/session';
import { getPendingReviewCount } from '@/features/identity/api/get-my-inquiries';

const erika = {
  id: 5,
  vorname: 'Erika',
  nachname: 'Mustermann',
  email: 'erika@example.test',
  isAdmin: false,
};

function Probe() {
  const session = useSession();
  return (
    <div>
      <output data-testid="user">
        {session.user ? `${session.user.vorname} admin=${session.user.isAdmin}` : 'niemand'}
      </output>
      <output data-testid="count">{session.pendingReviewCount}</output>
      <button type="button" onClick={() => void session.login(fakeToken(erika))}>
        login
      </button>
      <button type="button" onClick={session.logout}>
        logout
      </button>
    </div>
  );
}

const inquiry = (id: number, event_datum: string, hat_bewertet: boolean): Inquiry => ({
  id,
  anbieter_id: 1,
  firmenname: 'DJ',
  nachricht: 'Hallo',
  event_datum,
  gesendet_am: '2020-01-01T10:00:00.000Z',
  hat_bewertet,
  // The server's rule, as it would answer today.
  status: 'neu',
  nachrichten_anzahl: 0,
  bewertung_offen: !hat_bewertet && event_datum < '2026-01-01',
  anlass: null,
  gaeste: null,
  uhrzeit: null,
  plz: null,
  budget_eur: null,
});

function renderSession() {
  return render(
    <SessionProvider loadPendingReviewCount={getPendingReviewCount}>
      <Probe />
    </SessionProvider>,
  );
}

describe('session', () => {
  it('stores the token under "token", reads the user and loads the pending-review count', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/profile/inquiries'
        ? jsonResponse([
            inquiry(1, '2020-01-01', false), // past, not reviewed: pending
            inquiry(2, '2020-02-01', true), // reviewed
            inquiry(3, '2999-01-01', false), // future
            inquiry(4, '2021-05-05', false), // pending
          ])
        : jsonResponse({}, 404),
    );
    renderSession();
    expect(screen.getByTestId('user')).toHaveTextContent('niemand');
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(localStorage.getItem('token')).toMatch(/^eyJ/);
    expect(screen.getByTestId('user')).toHaveTextContent('Erika admin=false');
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe(localStorage.getItem('token'));
  });

  it('restores a stored valid token and drops an expired one', () => {
    mockFetch(() => jsonResponse([]));
    localStorage.setItem('token', fakeToken({ ...erika, isAdmin: true }));
    const { unmount } = renderSession();
    expect(screen.getByTestId('user')).toHaveTextContent('Erika admin=true');
    unmount();

    localStorage.setItem('token', fakeToken(erika, -10));
    renderSession();
    expect(screen.getByTestId('user')).toHaveTextContent('niemand');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears token, user and count on any 401 answer', async () => {
    mockFetch((url) =>
      url === '/api/profile/inquiries'
        ? jsonResponse([inquiry(1, '2020-01-01', false)])
        : jsonResponse({ msg: 'Ihre Sitzung ist abgelaufen.' }, 401),
    );
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));

    await act(async () => {
      await expect(apiRequest('/api/profile/me', { fallback: 'x' })).rejects.toThrow(
        'Ihre Sitzung ist abgelaufen.',
      );
    });
    expect(screen.getByTestId('user')).toHaveTextContent('niemand');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout removes the token and resets the count', async () => {
    mockFetch(() => jsonResponse([inquiry(1, '2020-01-01', false)]));
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('niemand');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('keeps the count when loading the inquiries fails (not shown to the user)', async () => {
    let fail = false;
    mockFetch(() =>
      fail ? jsonResponse({ msg: 'kaputt' }, 500) : jsonResponse([inquiry(1, '2020-01-01', false)]),
    );
    localStorage.setItem('token', fakeToken(erika));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(screen.getByTestId('user')).toHaveTextContent('Erika');
  });
});
