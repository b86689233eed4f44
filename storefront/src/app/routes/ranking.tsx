import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  RESPONSE_MIN_INQUIRIES,
  RESPONSE_QUOTE_HOURS,
  RESPONSE_WINDOW_DAYS,
} from '@event-kompass/shared-types';
import { Link } from '@/components/ui/link';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The main parameters of the order of our result lists, as § 5b Abs. 2 UWG asks. The source of
 * truth is docs/search-ranking.md; a change of the ranking changes this text too.
 */
export default function RankingRoute() {
  useDocumentTitle('So sortieren wir die Ergebnisse');
  // A link to one section ("So prüfen wir Bewertungen") lands there, as on a plain page.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="prose stack">
      <h1>So sortieren wir die Ergebnisse</h1>
      <p>
        Hier erklären wir, welche Anbieter eine Suche findet und in welcher Reihenfolge wir sie zeigen. Die
        Reihenfolge lässt sich nicht kaufen: Es gibt keine bezahlten Platzierungen, und alle Anbieter werden
        nach denselben Regeln sortiert.
      </p>

      <h2>Welche Anbieter die Suche findet</h2>
      <p>
        <strong>Jedes Suchwort muss beim Anbieter vorkommen</strong> – im Namen, in einer Kategorie, in der
        Beschreibung oder im Ort. Groß- und Kleinschreibung, Umlaute (ä, ae, a) und ß/ss spielen keine Rolle.
        Füllwörter wie „und“ oder „für“ zählen nicht.
      </p>
      <ul>
        <li>Wortformen: „Fotografen“ findet „Fotograf“, „DJs“ findet „DJ“.</li>
        <li>
          Zusammengesetzte Wörter: „Hochzeitsfotograf“ findet „Fotograf für Hochzeiten“, „Hochzeit“ findet
          „Hochzeitsplanung“.
        </li>
        <li>Wortanfang: Das letzte Wort darf angefangen sein („fotog“ findet „Fotografie“).</li>
        <li>
          Tippfehler: ein Fehler ab fünf Buchstaben, zwei ab neun – aber nur, wenn das Wort so, wie Sie es
          geschrieben haben, nirgends vorkommt.
        </li>
      </ul>

      <h2>In welcher Reihenfolge wir Suchergebnisse zeigen</h2>
      <ol>
        <li>
          <strong>Wo das Suchwort steht:</strong> zuerst Anbieter, bei denen es im <strong>Namen</strong>{' '}
          steht, dann in einer <strong>Kategorie</strong>, dann in <strong>Beschreibung oder Ort</strong>.
        </li>
        <li>
          <strong>Wie genau es passt:</strong> das genaue Wort vor einer Wortform oder einem Wortteil, vor
          einem Wortanfang, vor einem Tippfehler.
        </li>
        <li>
          <strong>Bei Gleichstand</strong> entscheidet die <strong>Durchschnittsbewertung</strong>, dann die{' '}
          <strong>Zahl der verifizierten Bewertungen</strong> (jede gehört zu einer Anfrage über
          Event-Kompass), dann die <strong>Antwortquote</strong>, dann der <strong>Name</strong>{' '}
          (alphabetisch).
        </li>
      </ol>
      <h2 id="antwortzeit">Antwortzeit und Antwortquote</h2>
      <p>
        Die <strong>Antwortquote</strong> ist der Anteil der Anfragen der letzten {RESPONSE_WINDOW_DAYS} Tage,
        auf die ein Anbieter innerhalb von {RESPONSE_QUOTE_HOURS} Stunden geantwortet hat – mit einer
        Nachricht, einem Angebot oder einer Änderung des Status. „Antwortet meist innerhalb von N Stunden“
        heißt: Mindestens die Hälfte dieser Anfragen hat der Anbieter innerhalb von N Stunden beantwortet.
        Anfragen, die noch keine {RESPONSE_QUOTE_HOURS} Stunden alt und unbeantwortet sind, zählen noch nicht
        mit. Beides zeigen wir erst ab {RESPONSE_MIN_INQUIRIES} Anfragen; bis dahin steht ein Anbieter bei
        Gleichstand hinter denen mit bekannter Quote. Wir berechnen die Werte laufend neu, spätestens einmal
        am Tag.
      </p>

      <h2 id="bewertungen-pruefen">So prüfen wir Bewertungen</h2>
      <p>
        Alle Bewertungen sind <strong>verifiziert</strong>: Wir prüfen vor dem Veröffentlichen, dass sie von
        jemandem stammen, der den Anbieter tatsächlich angefragt hat.
      </p>
      <ul>
        <li>
          Bewerten kann nur, wer mit einem Konto bei Event-Kompass eine{' '}
          <strong>Anfrage an diesen Anbieter</strong> gestellt hat – und erst, wenn das angegebene{' '}
          <strong>Event-Datum vorbei</strong> ist.
        </li>
        <li>
          Je Konto und Anbieter ist <strong>eine Bewertung in 12 Monaten</strong> möglich. Anbieter können
          ihren eigenen Eintrag nicht bewerten.
        </li>
        <li>
          Wir veröffentlichen positive und negative Bewertungen gleichermaßen; Anbieter können Bewertungen
          weder kaufen noch löschen lassen. Sie dürfen einmal öffentlich antworten.
        </li>
        <li>
          Bewertungen, die gegen Gesetze oder unsere AGB verstoßen, entfernen wir nach einer Prüfung – etwa
          nach einer Meldung über „Inhalt melden“.
        </li>
      </ul>

      <h2>Filter</h2>
      <p>
        PLZ und Umkreis, „Preis bis“ und die Mindestbewertung <strong>filtern nur</strong>: Sie blenden
        Anbieter aus, ändern aber nicht die Reihenfolge der übrigen. Mit einer PLZ sehen Sie Anbieter, deren
        Einsatzgebiet Ihren Ort erreicht; mit einem Umkreis zusätzlich nur solche in dieser Entfernung. „Preis
        bis“ zeigt nur Anbieter, die einen Preis „ab …“ angegeben haben.
      </p>

      <h2>Kategorieseiten</h2>
      <p>
        In einer Kategorie stehen die Anbieter <strong>alphabetisch</strong> nach Namen. Geben Sie eine PLZ
        an, kommen die <strong>nächstgelegenen zuerst</strong>.
      </p>

      <p>
        <Link to="/">Zurück zur Startseite</Link>
      </p>
    </article>
  );
}
