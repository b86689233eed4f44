#!/usr/bin/env node
/**
 * Times the in-memory provider search index (backend/src/modules/directory/search) without HTTP:
 * builds corpora of 10 000 and 100 000 providers with the vocabulary of seed-large.mjs, then
 * runs 10 000 random queries of 2–3 words as typed (bench/typed-queries.mjs: word beginnings, plurals,
 * one-typo variants).
 *
 *   (cd backend && npm run build) && node --expose-gc bench/search-index.mjs [sizes…]
 *
 * Prints per size: build time, heap used by the index, and per-query p50/p99 in µs (24 per page,
 * without and with a filter that lets half of the providers through).
 */
import { createRequire } from 'node:module';
import { CATEGORIES, KINDS, NAMES, WORDS } from './seed-large.mjs';
import { typedQueries } from './typed-queries.mjs';

const require = createRequire(import.meta.url);
const { SearchIndex } = require('../backend/dist/modules/directory/search/search-index.js');

const PLACES = ['Mannheim', 'Heidelberg', 'Ludwigshafen', 'Weinheim', 'Schwetzingen', 'Speyer', 'Worms'];
const QUERIES = 10_000;

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = (list) => list[Math.floor(random() * list.length)];

function corpus(size) {
  const categories = CATEGORIES;
  const docs = [];
  for (let id = 1; id <= size; id++) {
    // Every fifth description is about weddings on top of the random words, as on the real site.
    const first = random() < 0.2 ? 'Hochzeit' : pick(WORDS);
    docs.push({
      id,
      name: `${pick(KINDS)} ${pick(NAMES)} ${id}`,
      categories: [categories[id % 60], categories[(id * 7) % 60]],
      description: `Wir machen Ihre ${first} unvergesslich: ${pick(WORDS)}, ${pick(WORDS)} und ${pick(WORDS)} aus einer Hand. Seit ${1990 + (id % 30)} in der Region.`,
      place: pick(PLACES),
      rating: random() < 0.3 ? null : Math.round((1 + random() * 4) * 10) / 10,
      verifiedReviews: Math.floor(random() * 40),
    });
  }
  return docs;
}

function queries() {
  const next = typedQueries({ places: PLACES });
  return Array.from({ length: QUERIES }, next);
}

function time(index, list, options) {
  const micros = new Float64Array(list.length);
  let hits = 0;
  for (let i = 0; i < list.length; i++) {
    const start = process.hrtime.bigint();
    hits += index.search(list[i], options).total;
    micros[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  micros.sort();
  const at = (q) => micros[Math.min(micros.length - 1, Math.floor(q * micros.length))].toFixed(0);
  const mean = micros.reduce((a, b) => a + b, 0) / micros.length;
  return `p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs, mean ${mean.toFixed(0)} µs, ${(hits / list.length).toFixed(0)} matches/query`;
}

const gc = globalThis.gc ?? (() => {});
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
for (const size of sizes.length ? sizes : [10_000, 100_000]) {
  const docs = corpus(size);
  const list = queries();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = SearchIndex.build(docs);
  const buildMs = performance.now() - started;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const weddings = index.search('hochzeit', { limit: 24 }).total;
  console.log(
    `${size} providers: build ${buildMs.toFixed(0)} ms, index heap ${heapMb.toFixed(1)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, "hochzeit" in ${((100 * weddings) / size).toFixed(0)} %`,
  );
  time(index, list.slice(0, 1000), { limit: 24 }); // warm-up: JIT and expansion caches
  console.log(`  ${QUERIES} queries, limit 24:           ${time(index, list, { limit: 24 })}`);
  const half = (id) => id % 2 === 0;
  console.log(`  ${QUERIES} queries, limit 24, filter:   ${time(index, list, { limit: 24, filter: half })}`);
  console.log(`  ${QUERIES} queries, offset 240:         ${time(index, list, { limit: 24, offset: 240 })}`);
  // The worst case for an exact total: common words that match a large part of the corpus.
  const common = Array.from(
    { length: QUERIES },
    (_, i) => ['hochzeit', 'hochzeiten dj', 'fotografie hochz', 'party'][i % 4],
  );
  console.log(`  ${QUERIES} common-word queries:       ${time(index, common, { limit: 24 })}`);
  const start = performance.now();
  for (let id = 1; id <= 100; id++)
    index.upsert({ ...docs[id - 1], description: `${docs[id - 1].description} Neu: Tanzkurs.` });
  console.log(`  100 upserts: ${((performance.now() - start) / 100).toFixed(2)} ms each`);
}
