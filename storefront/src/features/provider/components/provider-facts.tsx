import { type PublicProvider, responseTimeText } from '@event-kompass/shared-types';
import { formatDistance, formatPriceFrom } from '@/lib/format';

interface ProviderFactsProps {
  provider: PublicProvider;
  /** The detail page says how far the provider travels; the lists leave it out for brevity. */
  showRadius?: boolean;
}

/** Place, distance, travel radius, lowest price and how fast the provider answers, each only when known. */
export function ProviderFacts({ provider, showRadius = false }: ProviderFactsProps) {
  const facts: Array<{ key: string; text: string; strong?: boolean }> = [];
  if (provider.plz) facts.push({ key: 'ort', text: [provider.plz, provider.ort].filter(Boolean).join(' ') });
  if (provider.entfernung_km !== undefined && provider.entfernung_km !== null)
    facts.push({ key: 'entfernung', text: formatDistance(provider.entfernung_km) });
  if (showRadius && provider.plz)
    facts.push({ key: 'radius', text: `Einsatz im Umkreis von ${provider.einsatzradius_km} km` });
  if (provider.preis_ab !== null && provider.preis_ab !== undefined)
    facts.push({ key: 'preis', text: formatPriceFrom(provider.preis_ab), strong: true });
  // Older answers (a cached page from before) may lack the field: undefined and null both mean unknown.
  if (provider.antwortzeit_stunden !== null && provider.antwortzeit_stunden !== undefined)
    facts.push({ key: 'antwort', text: responseTimeText(provider.antwortzeit_stunden) });
  if (facts.length === 0) return null;
  return (
    <ul className="facts">
      {facts.map((fact) => (
        <li key={fact.key} className={fact.strong ? 'facts__strong' : undefined}>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
