import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { type ListingInquiry, type OwnListing, RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import { Tabs } from '@/components/ui/tabs';
import { AvailabilityEditor } from '@/features/workspace/components/availability-editor';
import { CalendarSync } from '@/features/workspace/components/calendar-sync';
import { ListingEditForm } from '@/features/workspace/components/listing-edit-form';
import { ListingInbox } from '@/features/workspace/components/listing-inbox';
import { ListingStatisticsPanel } from '@/features/workspace/components/listing-statistics';
import { PhotoManager } from '@/features/workspace/components/photo-manager';

type Section =
  'anfragen' | 'eintrag' | 'fotos' | 'kalender' | 'abgleich' | 'statistik' | 'rechnungen' | 'bewertungen';

interface ListingWorkspaceProps {
  listings: OwnListing[];
  renderThread: (inquiryId: number, onSent: () => void) => ReactNode;
  renderQuote?: (listingId: number, inquiry: ListingInquiry, onSent: () => void) => ReactNode;
  /** The listing's reviews to answer (a tab „Bewertungen“ when given). */
  renderReviews?: (listingId: number) => ReactNode;
  onChanged: () => void;
  /** The listing's invoices (billing's part, mounted by the page: features do not import each other). */
  renderInvoices?: (listingId: number) => ReactNode;
}

/** "Mein Eintrag": where a listing stands, its inquiries, its text and its taken days. */
export function ListingWorkspace({
  listings,
  renderThread,
  renderQuote,
  renderReviews,
  onChanged,
  renderInvoices,
}: ListingWorkspaceProps) {
  const [selectedId, setSelectedId] = useState(listings[0]?.id);
  const [section, setSection] = useState<Section>('anfragen');
  const listing = listings.find((candidate) => candidate.id === selectedId) ?? listings[0];
  if (!listing) return null;
  const sections: { key: Section; label: string }[] = [
    {
      key: 'anfragen',
      label: `Anfragen${listing.neue_anfragen > 0 ? ` (${listing.neue_anfragen} neu)` : ''}`,
    },
    { key: 'eintrag', label: 'Eintrag bearbeiten' },
    { key: 'fotos', label: 'Fotos' },
    { key: 'kalender', label: 'Belegte Tage' },
    { key: 'abgleich', label: 'Kalender-Abgleich' },
    { key: 'statistik', label: 'Statistik' },
    ...(renderInvoices ? [{ key: 'rechnungen' as const, label: 'Rechnungen' }] : []),
    ...(renderReviews ? [{ key: 'bewertungen' as const, label: 'Bewertungen' }] : []),
  ];

  return (
    <div className="stack">
      {listings.length > 1 ? (
        <label className="field">
          Eintrag
          <select
            className="input"
            value={listing.id}
            onChange={(event) => setSelectedId(Number(event.target.value))}
          >
            {listings.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.firmenname}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="card stack" data-testid="listing-status">
        <h2>{listing.firmenname}</h2>
        <p>
          <span className={`status status--${listing.zustand}`}>{listing.zustand_text}</span>{' '}
          {listing.zustand === 'aktiv' ? (
            <Link to={`/provider/${listing.id}`}>Öffentliche Seite ansehen</Link>
          ) : null}
        </p>
        {listing.zustand === 'ausstehend' ? (
          <p className="muted">Wir prüfen Ihre Bewerbung und schalten den Eintrag danach frei.</p>
        ) : null}
        {listing.verlaengerungs_link && listing.zustand !== 'ausstehend' ? (
          <p>
            <a href={listing.verlaengerungs_link}>Eintrag verlängern ({RENEWAL_PRICE_LABEL} pro Jahr)</a>
          </p>
        ) : null}
      </div>
      <Tabs tabs={sections} selected={section} onSelect={setSection} label="Bereiche des Eintrags">
        {section === 'anfragen' ? (
          <ListingInbox
            listingId={listing.id}
            renderThread={renderThread}
            renderQuote={
              renderQuote ? (inquiry, onSent) => renderQuote(listing.id, inquiry, onSent) : undefined
            }
            onChanged={onChanged}
          />
        ) : null}
        {section === 'eintrag' ? (
          <ListingEditForm key={listing.id} listing={listing} onSaved={onChanged} />
        ) : null}
        {section === 'fotos' ? <PhotoManager key={listing.id} listingId={listing.id} /> : null}
        {section === 'kalender' ? <AvailabilityEditor key={listing.id} listingId={listing.id} /> : null}
        {section === 'abgleich' ? <CalendarSync key={listing.id} listingId={listing.id} /> : null}
        {section === 'statistik' ? <ListingStatisticsPanel key={listing.id} listingId={listing.id} /> : null}
        {section === 'rechnungen' && renderInvoices ? renderInvoices(listing.id) : null}
        {section === 'bewertungen' && renderReviews ? (
          <div key={listing.id}>{renderReviews(listing.id)}</div>
        ) : null}
      </Tabs>
    </div>
  );
}
