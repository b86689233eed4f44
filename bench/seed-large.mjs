#!/usr/bin/env node
/**
 * Fills an already migrated, empty Event-Kompass database with the benchmark data set:
 * 60 categories, 10 000 providers, 50 000 users, 200 000 inquiries, 100 000 reviews.
 *
 *   node bench/seed-large.mjs --sqlite data/bench.sqlite
 *   node bench/seed-large.mjs --mysql mysql://root@127.0.0.1:3306/ek_bench
 *
 * Needs the backend build (for the search folding) — `npm run build` first.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { providerSearchColumns } = require('../backend/dist/common/text/provider-search-columns.js');
const argon2 = require('argon2');

export const SIZES = {
  categories: 60,
  providers: 10_000,
  users: 50_000,
  inquiries: 200_000,
  reviews: 100_000,
};

const WORDS = [
  'Hochzeit',
  'Geburtstag',
  'Firmenfeier',
  'Sommerfest',
  'Jubiläum',
  'Gala',
  'Party',
  'Abiball',
  'Taufe',
  'Weihnachtsfeier',
  'Konzert',
  'Empfang',
  'Messe',
  'Straßenfest',
  'Gartenparty',
  'Café',
  'Grillbuffet',
  'Fingerfood',
  'Cocktails',
  'Live-Band',
  'Saxophon',
  'Fotobox',
  'Drohnenaufnahmen',
  'Blumenschmuck',
  'Lichttechnik',
  'Tontechnik',
  'Zauberer',
  'Kinderschminken',
  'Hüpfburg',
  'Eiswagen',
  'Kaffeebar',
];
const NAMES = [
  'Müller',
  'Schäfer',
  'Weiß',
  'Groß',
  'Köhler',
  'Bäcker',
  'Schröder',
  'Krüger',
  'Hoffmann',
  'Wagner',
  'Becker',
  'Fuchs',
  'Jäger',
  'Vogel',
  'Sommer',
];
const KINDS = [
  'DJ',
  'Catering',
  'Eventlocation',
  'Fotografie',
  'Fotobox',
  'Dekoration',
  'Live-Musik',
  'Hochzeitsplanung',
  'Technik',
  'Konditorei',
];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = (list) => list[Math.floor(random() * list.length)];
const isoDate = (date) => date.toISOString().slice(0, 10);
const isoDateTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

function* rows() {
  const now = Date.now();
  const categories = [];
  for (let id = 1; id <= SIZES.categories; id++) {
    const name = `${KINDS[(id - 1) % KINDS.length]} ${Math.ceil(id / KINDS.length)}`;
    categories.push(name);
    yield ['categories', { id, name, description: `Alles rund um ${name} für Ihr Event`, farbe: '#48bb78' }];
  }
  const validUntil = isoDate(new Date(now + 180 * 86_400_000));
  for (let id = 1; id <= SIZES.providers; id++) {
    const firmenname = `${pick(KINDS)} ${pick(NAMES)} ${id}`;
    const beschreibung = `Wir machen Ihre ${pick(WORDS)} unvergesslich: ${pick(WORDS)}, ${pick(WORDS)} und ${pick(WORDS)} aus einer Hand. Seit ${1990 + (id % 30)} in der Region.`;
    const categoryIds = [1 + (id % SIZES.categories), 1 + ((id * 7) % SIZES.categories)].filter(
      (v, i, a) => a.indexOf(v) === i,
    );
    const { searchName, searchText } = providerSearchColumns(
      firmenname,
      beschreibung,
      categoryIds.map((c) => categories[c - 1]),
    );
    yield [
      'providers',
      {
        id,
        firmenname,
        beschreibung,
        email: `anbieter${id}@beispiel.de`,
        handynummer: '0170 1234567',
        website_url: `https://anbieter${id}.beispiel.de`,
        instagram_url: null,
        ist_freigeschaltet: id % 20 === 0 ? 0 : 1,
        eintrag_gueltig_bis: id % 20 === 0 ? null : validUntil,
        neue_kategorie_vorschlag: null,
        search_name: searchName,
        search_text: searchText,
        erstellt_am: isoDateTime(new Date(now - id * 60_000)),
      },
    ];
    for (const categoryId of categoryIds)
      yield ['provider_categories', { provider_id: id, category_id: categoryId }];
  }
  for (let id = 1; id <= SIZES.users; id++) {
    yield [
      'users',
      {
        id,
        vorname: pick(['Anna', 'Jürgen', 'Lena', 'Özlem', 'Max', 'Sophie', 'Lukas']),
        nachname: pick(NAMES),
        email: `nutzer${id}@beispiel.de`,
        handynummer: null,
        passwort_hash: '__HASH__',
        ist_admin: 0,
        token_version: 0,
        erstellt_am: isoDateTime(new Date(now - id * 1000)),
      },
    ];
  }
  // Every second inquiry lies in the past and is reviewed: 100 000 verified reviews.
  for (let id = 1; id <= SIZES.inquiries; id++) {
    const past = id % 2 === 0;
    const reviewed = past && id / 2 <= SIZES.reviews;
    const userId = 1 + (id % SIZES.users);
    const providerId = 1 + ((id * 13) % SIZES.providers);
    const eventDate = new Date(now + (past ? -1 : 1) * (1 + (id % 300)) * 86_400_000);
    yield [
      'inquiries',
      {
        id,
        user_id: userId,
        anbieter_id: providerId,
        nachricht: `Guten Tag, wir planen eine ${pick(WORDS)} und hätten gern ein Angebot.`,
        event_datum: isoDate(eventDate),
        gesendet_am: isoDateTime(new Date(eventDate.getTime() - 30 * 86_400_000)),
        hat_bewertet: reviewed ? 1 : 0,
      },
    ];
    if (reviewed) {
      yield [
        'reviews',
        {
          id: id / 2,
          anbieter_id: providerId,
          user_id: userId,
          inquiry_id: id,
          sterne: 1 + (id % 5),
          kommentar: id % 3 === 0 ? null : `Sehr zufrieden mit der ${pick(WORDS)}!`,
          erstellt_am: isoDateTime(new Date(eventDate.getTime() + 86_400_000)),
        },
      ];
    }
  }
}

/** The app seeds its default categories on first start; the benchmark set brings its own. */
const CLEAR = [
  'reviews',
  'inquiries',
  'provider_categories',
  'providers',
  'users',
  'categories',
  'mail_outbox',
];

async function seedSqlite(path, hash) {
  const Database = require('better-sqlite3');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  for (const table of CLEAR) db.prepare(`DELETE FROM ${table}`).run();
  const statements = new Map();
  const insert = db.transaction(() => {
    for (const [table, row] of rows()) {
      if (row.passwort_hash) row.passwort_hash = hash;
      const columns = Object.keys(row);
      let statement = statements.get(table);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(table, statement);
      }
      statement.run(...Object.values(row));
    }
  });
  insert();
  db.pragma('optimize');
  db.close();
}

async function seedMysql(url, hash) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z' });
  const batches = new Map();
  const flush = async (table) => {
    const batch = batches.get(table);
    if (!batch || batch.rows.length === 0) return;
    const placeholders = batch.rows.map(() => `(${batch.columns.map(() => '?').join(', ')})`).join(', ');
    await connection.query(
      `INSERT INTO ${table} (${batch.columns.join(', ')}) VALUES ${placeholders}`,
      batch.rows.flat(),
    );
    batch.rows = [];
  };
  await connection.query('SET foreign_key_checks = 0');
  for (const table of CLEAR) await connection.query(`DELETE FROM ${table}`);
  await connection.beginTransaction();
  for (const [table, row] of rows()) {
    if (row.passwort_hash) row.passwort_hash = hash;
    let batch = batches.get(table);
    if (!batch) batches.set(table, (batch = { columns: Object.keys(row), rows: [] }));
    batch.rows.push(Object.values(row));
    if (batch.rows.length >= 1000) await flush(table);
  }
  for (const table of batches.keys()) await flush(table);
  await connection.commit();
  await connection.query('SET foreign_key_checks = 1');
  await connection.end();
}

export async function seedLarge(target) {
  const started = Date.now();
  const hash = await argon2.hash('bench-passwort', {
    type: argon2.argon2id,
    memoryCost: 19 * 1024,
    timeCost: 2,
    parallelism: 1,
  });
  if (target.sqlite) await seedSqlite(target.sqlite, hash);
  else await seedMysql(target.mysql, hash);
  return (Date.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, value] = process.argv.slice(2);
  if (!['--sqlite', '--mysql'].includes(flag) || !value) {
    console.error('Aufruf: node bench/seed-large.mjs --sqlite <datei> | --mysql <url>');
    process.exit(1);
  }
  const seconds = await seedLarge(flag === '--sqlite' ? { sqlite: value } : { mysql: value });
  console.log(`Benchmark-Daten erzeugt in ${seconds.toFixed(1)} s:`, SIZES);
}
