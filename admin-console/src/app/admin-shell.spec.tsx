import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AdminApp from '@admin/admin-app';
import { createFakeServer } from '../../test/fake-api';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const server = createFakeServer({
    'GET /api/admin/providers/all': { body: [] },
    'GET /api/categories': { body: [] },
    'GET /api/admin/settings': {
      body: { show_stats_on_homepage: 'true', expiration_reminder_days: '30', review_reminder_days: '3' },
    },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp apiClient={server.client} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return server;
}

describe('AdminApp routing', () => {
  it('sends /admin to the first tab', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Anbieter' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/anbieter');
    expect(await screen.findByText('Es gibt noch keine Anbieter.')).toBeInTheDocument();
  });

  it('shows the three tab groups and switches tabs through the URL', async () => {
    const user = userEvent.setup();
    renderAt('/admin/anbieter');
    const nav = screen.getByRole('navigation', { name: 'Admin-Bereiche' });
    for (const group of ['Inhalte', 'Nutzer & Anfragen', 'System & Daten']) {
      expect(nav).toHaveTextContent(group);
    }
    await user.click(screen.getByRole('link', { name: 'Einstellungen' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/einstellungen');
    expect(
      await screen.findByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a burger button that opens the menu', async () => {
    const user = userEvent.setup();
    renderAt('/admin/anbieter');
    const burger = screen.getByRole('button', { name: /Menü/ });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });
});
