import {
  euroFromCents,
  germanDate,
  type InquiryQuote,
  QUOTE_STATUS_LABELS,
} from '@event-kompass/shared-types';

/** A quote's positions with their sum, its validity and note, as both sides see it. */
export function QuoteSummary({ quote, title }: { quote: InquiryQuote; title: string }) {
  return (
    <div className="quote stack" data-testid="quote">
      <div className="quote__head">
        <h4>{title}</h4>
        <span className={`status status--quote-${quote.status}`}>
          <span className="sr-only">Status des Angebots: </span>
          {QUOTE_STATUS_LABELS[quote.status]}
        </span>
      </div>
      <table className="quote__table">
        <caption className="sr-only">Positionen des Angebots</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col" className="quote__amount">
              Betrag
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.positionen.map((position, index) => (
            <tr key={index}>
              <td>{position.text}</td>
              <td className="quote__amount">{euroFromCents(position.betrag_cent)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Summe</th>
            <td className="quote__amount" data-testid="quote-sum">
              {euroFromCents(quote.summe_cent)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p>Gültig bis {germanDate(quote.gueltig_bis)}</p>
      {quote.hinweis ? <p style={{ whiteSpace: 'pre-line' }}>{quote.hinweis}</p> : null}
    </div>
  );
}
