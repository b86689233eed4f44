import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Footer, FooterContent, FooterMarkupContext } from '@/app/layout/footer';

/** The browser's links read the router (the server's are plain anchors with the same markup). */
const inRouter = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('Footer', () => {
  it('with the markup the server keeps, renders exactly what its tree renders', () => {
    const year = new Date().getFullYear();
    const kept = { __html: inRouter(<FooterContent year={year} />) };
    const fromKept = inRouter(
      <FooterMarkupContext.Provider value={kept}>
        <Footer />
      </FooterMarkupContext.Provider>,
    );
    expect(fromKept).toBe(inRouter(<Footer />));
    expect(fromKept).toContain(`© <!-- -->${year}<!-- --> Event-Kompass`);
    expect(fromKept).toContain('<a href="/impressum">Impressum</a>');
  });
});
