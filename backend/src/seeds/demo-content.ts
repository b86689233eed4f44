/**
 * Demo content for a fresh development database: realistic German providers in the Rhein-Neckar
 * region, a few users with inquiries and verified reviews. Invented names and addresses
 * (`.example` domains), so no real business is shown.
 */

export type DemoListing = 'active' | 'ending-soon' | 'pending' | 'expired' | 'unlimited';

export interface DemoProvider {
  firmenname: string;
  beschreibung: string;
  email: string;
  handynummer?: string;
  website_url?: string;
  instagram_url?: string;
  kategorien: string[];
  listing: DemoListing;
  neue_kategorie_vorschlag?: string;
  plz?: string;
  einsatzradius_km?: number;
  preis_ab?: number;
}

export interface DemoUser {
  vorname: string;
  nachname: string;
  email: string;
  handynummer?: string;
}

export const DEMO_ADMIN_EMAIL = 'admin@event-kompass.de';

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    firmenname: 'DJ Soundwelle',
    beschreibung:
      'Seit 15 Jahren legen wir auf Hochzeiten und Firmenfeiern auf – von Schlager bis House, immer passend zum Publikum. Inklusive Licht- und Tontechnik.',
    email: 'kontakt@soundwelle.example',
    handynummer: '0171 2345678',
    website_url: 'https://soundwelle.example',
    instagram_url: 'https://instagram.com/djsoundwelle',
    kategorien: ['DJ', 'Technik & Licht'],
    listing: 'active',
    plz: '68159',
    einsatzradius_km: 100,
    preis_ab: 450,
  },
  {
    firmenname: 'DJ Müller Events',
    beschreibung:
      'Ihr Hochzeits-DJ aus Mannheim: persönliches Vorgespräch, Musikwünsche per Online-Liste und eine volle Tanzfläche bis zum Schluss.',
    email: 'info@mueller-events.example',
    handynummer: '0160 9876543',
    website_url: 'https://mueller-events.example',
    kategorien: ['DJ'],
    listing: 'active',
    plz: '68165',
    einsatzradius_km: 50,
    preis_ab: 690,
  },
  {
    firmenname: 'Beatbox Mobile Disco',
    beschreibung:
      'Mobile Disco für Geburtstage, Abibälle und Vereinsfeste. Faire Pauschalpreise ohne versteckte Kosten.',
    email: 'buchung@beatbox-disco.example',
    instagram_url: 'https://instagram.com/beatboxdisco',
    kategorien: ['DJ'],
    listing: 'ending-soon',
    plz: '67059',
    einsatzradius_km: 50,
    preis_ab: 350,
  },
  {
    firmenname: 'Hofküche Schäfer',
    beschreibung:
      'Regionale Küche vom Bauernhof: Spanferkel, Flammkuchen und vegetarische Buffets mit Zutaten aus der Pfalz. Für 20 bis 300 Gäste.',
    email: 'genuss@hofkueche-schaefer.example',
    handynummer: '06221 445566',
    website_url: 'https://hofkueche-schaefer.example',
    kategorien: ['Catering'],
    listing: 'active',
    plz: '69115',
    einsatzradius_km: 50,
  },
  {
    firmenname: 'Gaumenfreude Catering',
    beschreibung:
      'Fingerfood, Flying Buffet und festliche Menüs – wir kochen frisch vor Ort und bringen Geschirr und Servicepersonal mit.',
    email: 'anfrage@gaumenfreude.example',
    website_url: 'https://gaumenfreude.example',
    instagram_url: 'https://instagram.com/gaumenfreude_catering',
    kategorien: ['Catering'],
    listing: 'active',
    plz: '69469',
    einsatzradius_km: 75,
    preis_ab: 1200,
  },
  {
    firmenname: 'Café Süßes Glück',
    beschreibung: 'Hochzeitstorten, Cupcakes und Candybars nach Ihren Wünschen – auch vegan und glutenfrei.',
    email: 'hallo@suesses-glueck.example',
    instagram_url: 'https://instagram.com/cafe_suesses_glueck',
    kategorien: ['Konditorei', 'Catering'],
    listing: 'active',
    plz: '68723',
    einsatzradius_km: 30,
    preis_ab: 180,
  },
  {
    firmenname: 'Streetfood Brüder',
    beschreibung:
      'Foodtruck mit Burgern, Pulled Pork und Pommes aus der Region. Ideal für Sommerfeste und Firmenevents.',
    email: 'truck@streetfood-brueder.example',
    handynummer: '0152 1112223',
    kategorien: ['Catering'],
    listing: 'active',
    plz: '67346',
    einsatzradius_km: 100,
    preis_ab: 900,
  },
  {
    firmenname: 'Gutshof Lindenau',
    beschreibung:
      'Historischer Gutshof mit Festscheune für bis zu 180 Gäste, Innenhof für den Sektempfang und Übernachtungsmöglichkeiten.',
    email: 'feiern@gutshof-lindenau.example',
    website_url: 'https://gutshof-lindenau.example',
    kategorien: ['Location'],
    listing: 'active',
    plz: '67433',
    einsatzradius_km: 0,
    preis_ab: 2500,
  },
  {
    firmenname: 'Alte Weberei Eventhalle',
    beschreibung:
      'Industrie-Charme mit Backsteinwänden: 600 m² für Firmenfeiern, Messen und Hochzeiten mit bis zu 400 Personen.',
    email: 'events@alte-weberei.example',
    website_url: 'https://alte-weberei.example',
    instagram_url: 'https://instagram.com/alteweberei',
    kategorien: ['Location', 'Technik & Licht'],
    listing: 'active',
    plz: '68161',
    einsatzradius_km: 0,
    preis_ab: 1800,
  },
  {
    firmenname: 'Weingut Rebenhang',
    beschreibung:
      'Feiern zwischen den Weinbergen: Gewölbekeller, Terrasse mit Blick ins Tal und Weine aus eigenem Anbau.',
    email: 'gesellschaften@rebenhang.example',
    kategorien: ['Location', 'Catering'],
    listing: 'unlimited',
    plz: '67098',
    einsatzradius_km: 0,
    preis_ab: 1500,
  },
  {
    firmenname: 'Seeterrasse am Kiesweiher',
    beschreibung:
      'Sommerliche Location direkt am Wasser mit Pavillon für freie Trauungen und Platz für 120 Gäste.',
    email: 'info@seeterrasse.example',
    kategorien: ['Location'],
    listing: 'expired',
    plz: '68519',
    einsatzradius_km: 0,
  },
  {
    firmenname: 'Lichtblick Fotografie',
    beschreibung:
      'Natürliche Hochzeitsreportagen und Paarshootings. Ich begleite Sie unauffällig und halte die echten Momente fest.',
    email: 'studio@lichtblick-foto.example',
    website_url: 'https://lichtblick-foto.example',
    instagram_url: 'https://instagram.com/lichtblick.fotografie',
    kategorien: ['Fotografie'],
    listing: 'active',
    plz: '69117',
    einsatzradius_km: 100,
    preis_ab: 800,
  },
  {
    firmenname: 'Jörg Weißenbach Fotodesign',
    beschreibung:
      'Eventfotografie für Unternehmen, Porträts und Produktfotos – schnelle Lieferung der bearbeiteten Bilder.',
    email: 'mail@weissenbach-fotodesign.example',
    handynummer: '0176 5554443',
    website_url: 'https://weissenbach-fotodesign.example',
    kategorien: ['Fotografie'],
    listing: 'active',
    plz: '67547',
    einsatzradius_km: 150,
    preis_ab: 1100,
  },
  {
    firmenname: 'Augenblicke Hochzeitsfilm',
    beschreibung:
      'Hochzeitsfilme mit Drohnenaufnahmen und Highlight-Clip für Social Media – zusätzlich Fotografie im Team.',
    email: 'team@augenblicke-film.example',
    instagram_url: 'https://instagram.com/augenblicke.film',
    kategorien: ['Fotografie'],
    listing: 'ending-soon',
    plz: '64283',
    einsatzradius_km: 200,
    preis_ab: 1900,
  },
  {
    firmenname: 'Knipsbox Fotobox-Verleih',
    beschreibung:
      'Fotobox mit Sofortdruck, Requisitenkiste und Online-Galerie. Lieferung, Aufbau und Abbau inklusive.',
    email: 'verleih@knipsbox.example',
    website_url: 'https://knipsbox.example',
    kategorien: ['Fotobox'],
    listing: 'active',
    plz: '68766',
    einsatzradius_km: 60,
    preis_ab: 290,
  },
  {
    firmenname: 'Spiegelzauber Photobooth',
    beschreibung:
      'Der Magic Mirror für Ihre Feier: interaktiver Spiegel mit Animationen, Gästebuch und unbegrenzten Drucken.',
    email: 'hallo@spiegelzauber.example',
    instagram_url: 'https://instagram.com/spiegelzauber',
    kategorien: ['Fotobox'],
    listing: 'active',
    plz: '76133',
    einsatzradius_km: 80,
    preis_ab: 390,
  },
  {
    firmenname: 'Blütenwerk Floristik',
    beschreibung:
      'Brautsträuße, Tischgestecke und Blumenbögen aus saisonalen Blumen – nachhaltig und mit Liebe gebunden.',
    email: 'blumen@bluetenwerk.example',
    website_url: 'https://bluetenwerk.example',
    instagram_url: 'https://instagram.com/bluetenwerk',
    kategorien: ['Dekoration'],
    listing: 'active',
    plz: '69168',
    einsatzradius_km: 40,
  },
  {
    firmenname: 'Festzauber Dekoverleih',
    beschreibung:
      'Verleih von Stuhlhussen, Lichterketten, Vintage-Möbeln und Ballongirlanden – mit Aufbauservice.',
    email: 'deko@festzauber.example',
    kategorien: ['Dekoration'],
    listing: 'active',
    plz: '67227',
    einsatzradius_km: 50,
    preis_ab: 150,
  },
  {
    firmenname: 'Luftballon-Manufaktur Kühn',
    beschreibung:
      'Ballondekorationen, Heliumballons und Ballonsäulen für Geburtstage, Eröffnungen und Hochzeiten.',
    email: 'info@ballon-kuehn.example',
    handynummer: '0621 778899',
    kategorien: ['Dekoration'],
    listing: 'active',
    plz: '68623',
    einsatzradius_km: 40,
    preis_ab: 80,
  },
  {
    firmenname: 'The Velvet Notes',
    beschreibung:
      'Fünfköpfige Coverband mit Pop, Soul und Rock von den 60ern bis heute. Eigene Anlage bis 250 Gäste.',
    email: 'booking@velvetnotes.example',
    website_url: 'https://velvetnotes.example',
    instagram_url: 'https://instagram.com/thevelvetnotes',
    kategorien: ['Live-Musik'],
    listing: 'active',
    plz: '69151',
    einsatzradius_km: 250,
    preis_ab: 2200,
  },
  {
    firmenname: 'Sängerin Lea Sommer',
    beschreibung:
      'Gefühlvolle Trauungsmusik und Sektempfang mit Gesang und Gitarre – Ihre Lieblingslieder akustisch.',
    email: 'lea@leasommer.example',
    instagram_url: 'https://instagram.com/lea.sommer.musik',
    kategorien: ['Live-Musik'],
    listing: 'active',
    plz: '69181',
    einsatzradius_km: 120,
    preis_ab: 450,
  },
  {
    firmenname: 'Blechschaden Brass Band',
    beschreibung: 'Gute Laune in Blech: Walking Act für Straßenfeste, Firmenjubiläen und Polterabende.',
    email: 'kontakt@blechschaden.example',
    kategorien: ['Live-Musik'],
    listing: 'active',
    plz: '74889',
    einsatzradius_km: 150,
    preis_ab: 1400,
  },
  {
    firmenname: 'Ja-Wort Hochzeitsplanung',
    beschreibung:
      'Von der Locationsuche bis zum letzten Tanz: Komplettplanung, Teilplanung oder Koordination am Hochzeitstag.',
    email: 'planung@ja-wort.example',
    website_url: 'https://ja-wort.example',
    instagram_url: 'https://instagram.com/jawort.hochzeitsplanung',
    kategorien: ['Hochzeitsplanung'],
    listing: 'active',
    plz: '64625',
    einsatzradius_km: 100,
  },
  {
    firmenname: 'Freie Trauungen Herzklopfen',
    beschreibung:
      'Freie Rednerin für persönliche Trauzeremonien – auf Deutsch und Englisch, überall in der Region.',
    email: 'herzklopfen@trauungen.example',
    kategorien: ['Hochzeitsplanung', 'Moderation & Unterhaltung'],
    listing: 'active',
    plz: '69412',
    einsatzradius_km: 120,
    preis_ab: 650,
  },
  {
    firmenname: 'Bühnenlicht Rhein-Neckar',
    beschreibung:
      'Licht, Ton und Bühnen für Konzerte, Galas und Firmenevents – Planung, Aufbau und Betreuung durch Techniker.',
    email: 'technik@buehnenlicht.example',
    website_url: 'https://buehnenlicht.example',
    kategorien: ['Technik & Licht'],
    listing: 'active',
    plz: '74821',
    einsatzradius_km: 150,
    preis_ab: 700,
  },
  {
    firmenname: 'Zauberer Maximilian',
    beschreibung: 'Close-up-Zauberei am Tisch und Bühnenshow mit viel Humor – für Kinder und Erwachsene.',
    email: 'magie@zauberer-maximilian.example',
    handynummer: '0173 3216549',
    instagram_url: 'https://instagram.com/zauberer.maximilian',
    kategorien: ['Moderation & Unterhaltung'],
    listing: 'active',
    plz: '76829',
    einsatzradius_km: 200,
    preis_ab: 390,
  },
  {
    firmenname: '100% Party Entertainment',
    beschreibung:
      'Moderation, Spiele und Musik in einem Paket – wir sorgen dafür, dass niemand am Rand steht.',
    email: 'party@hundertprozent.example',
    kategorien: ['Moderation & Unterhaltung', 'DJ'],
    listing: 'active',
    plz: '68159',
    einsatzradius_km: 80,
    preis_ab: 500,
  },
  {
    firmenname: 'Feuerwerk & Funkenflug Özdemir',
    beschreibung: 'Bodenfeuerwerk, Feuershows und Wunderkerzen-Spaliere für besondere Momente.',
    email: 'show@funkenflug.example',
    kategorien: [],
    neue_kategorie_vorschlag: 'Feuerwerk & Pyrotechnik',
    listing: 'pending',
    plz: '67227',
    einsatzradius_km: 300,
    preis_ab: 1500,
  },
  {
    firmenname: 'Kinderland Hüpfburgen',
    beschreibung: 'Hüpfburgen, Kinderschminken und Betreuung, damit auch die Kleinsten ihren Spaß haben.',
    email: 'spass@kinderland.example',
    handynummer: '0157 4443332',
    kategorien: ['Moderation & Unterhaltung'],
    neue_kategorie_vorschlag: 'Kinderbetreuung',
    listing: 'pending',
    plz: '68766',
    einsatzradius_km: 50,
    preis_ab: 120,
  },
  {
    firmenname: 'Cocktailbar Mixwerk',
    beschreibung:
      'Mobile Cocktailbar mit Barkeepern, alkoholfreien Alternativen und eigener Signature-Drink-Kreation.',
    email: 'cheers@mixwerk.example',
    instagram_url: 'https://instagram.com/mixwerk.bar',
    kategorien: ['Catering'],
    neue_kategorie_vorschlag: 'Getränke & Bar',
    listing: 'pending',
    plz: '69115',
    einsatzradius_km: 60,
    preis_ab: 600,
  },
];

export const DEMO_USERS: readonly DemoUser[] = [
  { vorname: 'Anna', nachname: 'Schmidt', email: 'anna.schmidt@beispiel.de', handynummer: '0170 1234567' },
  { vorname: 'Jonas', nachname: 'Becker', email: 'jonas.becker@beispiel.de' },
  { vorname: 'Sophie', nachname: 'Wagner', email: 'sophie.wagner@beispiel.de' },
  {
    vorname: 'Lukas',
    nachname: 'Hoffmann',
    email: 'lukas.hoffmann@beispiel.de',
    handynummer: '0151 7654321',
  },
  { vorname: 'Marie', nachname: 'Schäfer', email: 'marie.schaefer@beispiel.de' },
  { vorname: 'Felix', nachname: 'Koch', email: 'felix.koch@beispiel.de' },
  { vorname: 'Lena', nachname: 'Richter', email: 'lena.richter@beispiel.de' },
  { vorname: 'Paul', nachname: 'Klein', email: 'paul.klein@beispiel.de' },
  { vorname: 'Emma', nachname: 'Wolf', email: 'emma.wolf@beispiel.de' },
  { vorname: 'Tim', nachname: 'Schröder', email: 'tim.schroeder@beispiel.de' },
];

/**
 * The account that runs "Lichtblick Fotografie": same e-mail address as the listing, so it owns
 * the listing without a named owner (the way a provider who applied first and registered later does).
 */
export const DEMO_PROVIDER_ACCOUNT: DemoUser = {
  vorname: 'Mara',
  nachname: 'Licht',
  email: 'studio@lichtblick-foto.example',
};

/** The password of every demo user (shown in the README's demo section; development only). */
export const DEMO_USER_PASSWORD = 'demo1234';

export const DEMO_REVIEW_COMMENTS: readonly (string | null)[] = [
  'Absolut empfehlenswert, alle Gäste waren begeistert!',
  'Sehr freundlich, pünktlich und professionell. Gerne wieder.',
  'Tolle Zusammenarbeit von der ersten Anfrage bis zum Schluss.',
  'Gute Leistung, nur die Abstimmung vorab hätte schneller sein können.',
  null,
  'Hat unsere Erwartungen übertroffen – vielen Dank für den schönen Abend!',
  'Preis-Leistung stimmt, kleine Abzüge bei der Pünktlichkeit.',
];

export const DEMO_INQUIRY_MESSAGES: readonly string[] = [
  'Hallo, wir feiern unsere Hochzeit mit etwa 80 Gästen und würden uns über ein Angebot freuen. Viele Grüße',
  'Guten Tag, für unser Firmensommerfest suchen wir noch Unterstützung. Haben Sie an dem Datum Zeit?',
  'Hallo, ich plane den 40. Geburtstag meines Mannes und hätte gern ein unverbindliches Angebot.',
  'Hallo zusammen, ist der Termin noch frei? Wir rechnen mit rund 120 Personen.',
];
