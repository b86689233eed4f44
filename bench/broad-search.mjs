/**
 * Broad searches, as issue 23's review measured the search at 100 000 providers: two or three
 * words drawn from trades, occasions and surnames ("fotograf hochzeiten", "dj schmidt party"),
 * some plural, some with one letter dropped, the last one sometimes cut to a prefix — and no
 * `limit`, so every answer is the default page (the first 50 hits). Most of them find thousands
 * of providers, so the answers are full pages (≈ 15 kB of JSON), unlike the typed searches of
 * typed-queries.mjs, two thirds of which find nothing.
 *
 * Two variants, each on a fresh app process so that its memory is its own: with the answer cache
 * (repeated queries are hits) and with `PUBLIC_CACHE=false`, where every answer is searched and
 * serialized again — the work the targets are about. Sent without `Accept-Encoding`, as the
 * review did (its 15 kB are the uncompressed answers).
 */
import { CATEGORIES, EVENTS, KINDS, NAMES, seededRandom } from './seed-large.mjs';

export const BROAD = 'Breite Suche ohne limit (App)';
export const BROAD_UNCACHED = 'Breite Suche ohne limit (App, ohne Antwortcache)';

const words = (texts) =>
  [...new Set(texts.flatMap((text) => text.split(/[\s&/–-]+/)))].filter((word) => word.length >= 2);

/** A source of broad queries; `seed` makes a run repeatable. */
export function broadQueries(seed) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const trades = words([...CATEGORIES, ...KINDS]);
  const compose = [
    () => [pick(trades), pick(EVENTS)],
    () => [pick(EVENTS), pick(trades)],
    () => [pick(trades), pick(NAMES)],
    () => [pick(trades), pick(EVENTS), pick(NAMES)],
    () => [pick(NAMES), pick(trades), pick(EVENTS)],
  ];
  /** An occasion as singular or plural; anything else sometimes with a plural ending. */
  const form = (word) => {
    if (typeof word !== 'string') return random() < 0.4 ? word.pl : word.sg;
    return random() < 0.15 ? word + pick(['en', 'n', 's', 'e']) : word;
  };
  return () => {
    const chosen = pick(compose)().map(form);
    return chosen
      .map((word, index) => {
        let typed = word.toLowerCase();
        if (typed.length >= 5 && random() < 0.2) {
          // One letter dropped, not the first.
          const at = 1 + Math.floor(random() * (typed.length - 1));
          typed = typed.slice(0, at) + typed.slice(at + 1);
        } else if (index === chosen.length - 1 && typed.length > 3 && random() < 0.3) {
          typed = typed.slice(0, 3 + Math.floor(random() * (typed.length - 3)));
        }
        return typed;
      })
      .join(' ');
  };
}

/** Resident memory of a process in MB, sampled while `work` runs: the median and the largest. */
async function sampledRss(memoryOf, pid, work) {
  const samples = [];
  const timer = setInterval(() => {
    const memory = memoryOf(pid);
    if (memory) samples.push(memory.rssMb);
  }, 250);
  try {
    return { result: await work(), samples: samples.sort((a, b) => a - b) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Both variants, each on its own app process on `port`; `bench` holds run.mjs's helpers. Returns
 * the summaries, each with the app's memory: `rssMb` (median while loaded), `endRssMb` (after the
 * runs), `peakMb` (VmHWM, the process's peak since its start) and the average answer size.
 */
export async function measureBroadSearch(bench, { env, port, url }) {
  const { startMeasured, stop, measure, memoryOf, wanted } = bench;
  const summaries = [];
  const variants = [
    { name: BROAD, env, seed: 21 },
    { name: BROAD_UNCACHED, env: { ...env, PUBLIC_CACHE: 'false' }, seed: 22 },
  ];
  for (const variant of variants) {
    if (!wanted(variant.name)) continue;
    const { app } = await startMeasured(variant.env, port, url);
    const next = broadQueries(variant.seed);
    const seen = new Set();
    const tally = {
      sent: 0,
      repeated: 0,
      reset() {
        this.sent = 0;
        this.repeated = 0;
      },
    };
    const path = () => {
      const value = `/api/search?q=${encodeURIComponent(next())}`;
      tally.sent += 1;
      if (seen.has(value)) tally.repeated += 1;
      else seen.add(value);
      return value;
    };
    const { result: summary, samples } = await sampledRss(memoryOf, app.pid, () =>
      measure(
        variant.name,
        { url, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] },
        tally,
        app.pid,
      ),
    );
    const memory = memoryOf(app.pid);
    if (summary && memory) {
      summary.memory = {
        rssMb: samples[Math.floor(samples.length / 2)] ?? memory.rssMb,
        maxSampledMb: samples.at(-1) ?? memory.rssMb,
        endRssMb: memory.rssMb,
        peakMb: memory.peakMb,
      };
      console.log(
        `  ${variant.name}: RSS unter Last ${summary.memory.rssMb.toFixed(0)} MB (höchstens ${summary.memory.maxSampledMb.toFixed(0)}), danach ${memory.rssMb.toFixed(0)} MB, Spitze ${memory.peakMb.toFixed(0)} MB; ${(summary.bytesPerResponse / 1024).toFixed(1)} kB je Antwort; CPU der App ${summary.cpuUsPerRequest.toFixed(0)} µs je Antwort, Lastgenerator ${summary.generatorCores.toFixed(2)} Kerne`,
      );
    }
    await stop(app);
    if (summary) summaries.push(summary);
  }
  return summaries;
}
