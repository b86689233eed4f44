/** The usual categories of a regional event marketplace, seeded into every empty database. */
export interface SeedCategory {
  name: string;
  description: string;
  farbe: string;
}

export const DEFAULT_CATEGORIES: readonly SeedCategory[] = [
  { name: 'DJ', description: 'DJs für Hochzeiten, Geburtstage, Firmenfeiern und Partys.', farbe: '#805ad5' },
  {
    name: 'Catering',
    description: 'Buffets, Menüs, Fingerfood und Getränkeservice für Ihre Gäste.',
    farbe: '#dd6b20',
  },
  {
    name: 'Location',
    description: 'Säle, Scheunen, Gärten und Räume zum Feiern und Tagen.',
    farbe: '#3182ce',
  },
  {
    name: 'Fotografie',
    description: 'Fotografinnen und Fotografen für Reportagen, Porträts und Gruppenbilder.',
    farbe: '#d53f8c',
  },
  {
    name: 'Fotobox',
    description: 'Fotoboxen mit Sofortdruck, Requisiten und Online-Galerie.',
    farbe: '#ed8936',
  },
  {
    name: 'Dekoration',
    description: 'Blumen, Tischdeko, Ballons und Raumgestaltung passend zum Anlass.',
    farbe: '#48bb78',
  },
  {
    name: 'Live-Musik',
    description: 'Bands, Sängerinnen und Sänger, Trauungsmusik und Unterhaltung live.',
    farbe: '#e53e3e',
  },
  {
    name: 'Hochzeitsplanung',
    description: 'Planung und Koordination rund um den großen Tag.',
    farbe: '#b83280',
  },
  {
    name: 'Technik & Licht',
    description: 'Tontechnik, Lichtanlagen, Bühnen und Beschallung für jede Größe.',
    farbe: '#2b6cb0',
  },
  {
    name: 'Konditorei',
    description: 'Hochzeitstorten, Candybars und süße Überraschungen.',
    farbe: '#f6ad55',
  },
  {
    name: 'Moderation & Unterhaltung',
    description: 'Moderatoren, Zauberer, Comedians und Programm für Ihre Gäste.',
    farbe: '#38b2ac',
  },
];
