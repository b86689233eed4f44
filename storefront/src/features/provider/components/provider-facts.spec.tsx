import { render, screen } from '@testing-library/react';
import { publicProvider } from '@test/helpers';
import { ProviderFacts } from '@/features/provider/components/provider-facts';

const BASE = publicProvider(1, 'Lichtblick');

describe('ProviderFacts', () => {
  it('shows nothing when nothing is known', () => {
    const { container } = render(<ProviderFacts provider={BASE} showRadius />);
    expect(container).toBeEmptyDOMElement();
  });

  it('on the detail page: place, travel radius and price', () => {
    render(<ProviderFacts provider={{ ...BASE, plz: '68159', ort: 'Mannheim', preis_ab: 0 }} showRadius />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '68159 Mannheim',
      'Einsatz im Umkreis von 50 km',
      'ab 0 €',
    ]);
  });

  it('in a list: the distance in whole km, no radius', () => {
    render(<ProviderFacts provider={{ ...BASE, plz: '10115', ort: 'Berlin', entfernung_km: 12 }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10115 Berlin',
      '12 km entfernt',
    ]);
  });

  it('says how fast the provider answers, singular and plural', () => {
    const { rerender } = render(
      <ProviderFacts provider={{ ...BASE, antwortzeit_stunden: 3, antwortquote: 90 }} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Antwortet meist innerhalb von 3 Stunden');
    rerender(<ProviderFacts provider={{ ...BASE, antwortzeit_stunden: 1, antwortquote: 100 }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Antwortet meist innerhalb einer Stunde');
    rerender(<ProviderFacts provider={{ ...BASE, antwortzeit_stunden: 48, antwortquote: 50 }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Antwortet meist innerhalb von 2 Tagen');
  });
});
