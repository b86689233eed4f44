#!/usr/bin/env node
/**
 * Measures the geo module on the built backend: table load, the radius filter over many
 * candidates, place suggestions. Run after the backend build:
 *   npm run build --workspace backend && node backend/scripts/bench-geo.cjs [candidates]
 */
'use strict';

const { performance } = require('node:perf_hooks');
const path = require('node:path');

const CANDIDATES = Number(process.argv[2] ?? 100_000);

const started = performance.now();
const geo = require(path.join(__dirname, '..', 'dist', 'modules', 'geo'));
const requireMs = performance.now() - started;

const loadStarted = performance.now();
geo.placeOf('68159'); // the first look-up reads and parses the table
const loadMs = performance.now() - loadStarted;
const suggestStarted = performance.now();
geo.placesStartingWith('mann'); // the first suggestion builds the folded place index
const suggestIndexMs = performance.now() - suggestStarted;

// The codes themselves, read back through the public API (valid codes in 01000–99999).
const codes = [];
for (let n = 1000; n < 100000; n += 1) {
  const plz = String(n).padStart(5, '0');
  if (geo.isValidPlz(plz)) codes.push(plz);
}

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const candidates = Array.from({ length: CANDIDATES }, (_, id) => ({
  id,
  plz: codes[Math.floor(random() * codes.length)],
  radiusKm: 10 + Math.floor(random() * 140),
}));

function time(label, runs, fn) {
  const samples = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    result = fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const median = samples[samples.length >> 1];
  console.log(
    `${label}: median ${median.toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms (${runs} runs)`,
  );
  return result;
}

console.log(`node ${process.version}, ${codes.length} codes, ${CANDIDATES} candidates`);
console.log(
  `require: ${requireMs.toFixed(1)} ms, table load (first look-up): ${loadMs.toFixed(1)} ms, ` +
    `place index (first suggestion): ${suggestIndexMs.toFixed(1)} ms`,
);
const origins = ['68159', '10115', '80331', '20095', '01067', '50667', '70173', '90402'];
const matches = time('withinRadius, new origin each run', 40, (i) =>
  geo.withinRadius(origins[i % origins.length], candidates),
);
console.log(`  (last run kept ${matches.length} of ${CANDIDATES})`);
time('withinRadius, same origin (cached distances)', 40, () => geo.withinRadius('68159', candidates));
time('withinRadius with maxKm 50', 40, (i) => geo.withinRadius(origins[i % origins.length], candidates, 50));
// The way an in-memory search index would hold providers: code numbers and radii in typed arrays.
const providerRow = Int32Array.from(candidates, (c) => geo.plzIndexOf(c.plz));
const providerRadius = Uint16Array.from(candidates, (c) => c.radiusKm);
time('distancesFrom + typed-array scan', 40, (i) => {
  const distances = geo.distancesFrom(origins[i % origins.length]);
  let kept = 0;
  for (let p = 0; p < providerRow.length; p += 1) {
    if (distances[providerRow[p]] <= providerRadius[p]) kept += 1;
  }
  return kept;
});
time('distanceKm × 10 000', 10, () => {
  for (let i = 0; i < 10_000; i += 1) geo.distanceKm('68159', candidates[i].plz);
});
const prefixes = ['mann', 'münch', 'koeln', 'b', 'st', 'bad ', 'frankf'];
time('placesStartingWith', 70, (i) => geo.placesStartingWith(prefixes[i % prefixes.length], 8));
