import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArrivalNotice } from '@/app/layout/arrival-notice';

describe('ArrivalNotice', () => {
  it('says what the page before asked for, politely', () => {
    render(
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/profile',
            state: { notice: 'Ihr neues Passwort ist gespeichert. Sie sind jetzt angemeldet.' },
          },
        ]}
      >
        <ArrivalNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihr neues Passwort ist gespeichert. Sie sind jetzt angemeldet.',
    );
  });

  it('says nothing without a notice', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/profile', state: { notice: 42 } }]}>
        <ArrivalNotice />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
