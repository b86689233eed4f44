import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { RouteError } from '@/app/layout/route-error';

const FLAG = 'ek:chunk-reload';

function renderRoute(route: { lazy?: ReturnType<typeof lazyPage>; loader?: () => unknown }) {
  const router = createMemoryRouter([
    { path: '/', ...route, ErrorBoundary: RouteError, HydrateFallback: () => <p>Wird geladen...</p> },
  ]);
  return render(<RouterProvider router={router} />);
}

const failingChunk = lazyPage(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

describe('route error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('reloads once for a failed chunk (and remembers it)', async () => {
    renderRoute({ lazy: failingChunk });
    // jsdom cannot reload; the flag shows the boundary went for it instead of showing the error.
    await waitFor(() => expect(sessionStorage.getItem(FLAG)).toBe('1'));
    expect(screen.getByText('Wird geladen...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neu laden' })).not.toBeInTheDocument();
  });

  it('shows the German message and "Neu laden" when the chunk fails again after that reload', async () => {
    sessionStorage.setItem(FLAG, '1');
    renderRoute({ lazy: failingChunk });
    expect(
      await screen.findByRole('heading', { name: 'Diese Seite konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    // The round is over: the next deploy later in this tab gets its one reload again.
    expect(sessionStorage.getItem(FLAG)).toBeNull();
  });

  it('shows the message at once for an error that is not a chunk (no reload)', async () => {
    renderRoute({
      loader: () => {
        throw new Error('Programmierfehler');
      },
    });
    expect(await screen.findByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(sessionStorage.getItem(FLAG)).toBeNull();
  });

  it('ends a reload round when the chunk loads', async () => {
    sessionStorage.setItem(FLAG, '1');
    renderRoute({ lazy: lazyPage(async () => ({ default: () => <h1>Seite da</h1> })) });
    expect(await screen.findByRole('heading', { name: 'Seite da' })).toBeInTheDocument();
    expect(sessionStorage.getItem(FLAG)).toBeNull();
  });
});
