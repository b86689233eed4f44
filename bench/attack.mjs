#!/usr/bin/env node
/**
 * One client against everyone (issue 23, item 4): while 16 connections from one address send
 * expensive work — searches for a new 200-letter word each time, list and provider pages with a
 * made-up parameter to miss the cache, cut-off uploads of a photo whose header claims 40
 * megapixels — a visitor from another address asks for a cached provider page, one request after
 * another, and its latency is taken per request (p50/p99).
 *
 * The app sees each connection's own address (no TRUST_PROXY): the attackers connect from
 * 127.0.0.2, the visitor from 127.0.0.3 (Node's `localAddress`; Linux answers all of 127/8).
 * Three phases, each on a freshly started app: the visitor alone, the attack with the work budget
 * off (`WORK_BUDGET=0`; the cap on a query's cost and the cache keys without unknown parameters
 * still hold), the attack with the default budget. Before them, the same visitor loop against a
 * bare node:http server returning the page's bytes: the machine's state at that moment.
 *
 * Hooked into `npm run bench` (bench/run.mjs, scenario „Angriff“); the attackers run in their own
 * process (this file with `--attackers`), so their loops do not delay the visitor's measurement.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;

export const ATTACK = 'Angriff von einer Adresse';
const ATTACKER_ADDRESS = '127.0.0.2';
const VISITOR_ADDRESS = '127.0.0.3';
const CONNECTIONS = { search: 8, cacheBusting: 4, upload: 4 };
/** The provider whose cached page the visitor reads, and the listing the attacker owns. */
const VICTIM_PROVIDER = 1;
const ATTACKER_LISTING = 2;
const ATTACKER_USER = 1;

/** One GET or POST over `agent`; resolves with status, body and the milliseconds it took. */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started }));
    req.end(body);
  });
}

const agentFrom = (localAddress) => new Agent({ keepAlive: true, maxSockets: 64, localAddress });
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const longWord = () => Array.from({ length: 200 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** A JPEG whose frame header says 8000 × 5000 pixels (40 megapixels), cut off in its data. */
async function cutOffBigJpeg() {
  const sharp = require('sharp');
  const pixels = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const jpeg = Buffer.from(
    await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0) {
      jpeg.writeUInt16BE(5000, at + 5);
      jpeg.writeUInt16BE(8000, at + 7);
      break;
    }
  }
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

function multipart(bytes) {
  const boundary = `----ek${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="riesig.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The attackers' loops (in their own process): counts of answers by status. */
async function runAttackers({ url, seconds, token, categories, providers, htmlPages }) {
  const agent = agentFrom(ATTACKER_ADDRESS);
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const pick = (n) => 1 + Math.floor(Math.random() * n);
  const bustedPaths = [
    () => `/api/providers/category/${pick(categories)}?z=${Math.random()}`,
    () => `/api/providers/${pick(providers)}?z=${Math.random()}`,
    ...(htmlPages
      ? [
          () => `/category/${pick(categories)}?z=${Math.random()}`,
          () => `/provider/${pick(providers)}?z=${Math.random()}`,
        ]
      : []),
  ];
  const photo = await cutOffBigJpeg();
  const loop = async (next) => {
    while (Date.now() < until) count((await next()).status);
  };
  let busted = 0;
  await Promise.all([
    ...Array.from({ length: CONNECTIONS.search }, () =>
      loop(() => send(agent, `${url}/api/search?q=${longWord()}`)),
    ),
    ...Array.from({ length: CONNECTIONS.cacheBusting }, () =>
      loop(() => send(agent, `${url}${bustedPaths[busted++ % bustedPaths.length]()}`)),
    ),
    ...Array.from({ length: CONNECTIONS.upload }, () =>
      loop(() => {
        const { body, type } = multipart(photo);
        return send(agent, `${url}/api/profile/provider/${ATTACKER_LISTING}/photos`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'content-type': type, 'content-length': body.length },
          body,
        });
      }),
    ),
  ]);
  agent.destroy();
  return statuses;
}

/** The visitor: one request after another for `path` for `seconds`; latencies in ms. */
async function visit(url, path, seconds) {
  const agent = agentFrom(VISITOR_ADDRESS);
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
  const latencies = [];
  const failures = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const answer = await send(agent, `${url}${path}`, { headers });
    if (answer.status === 200) latencies.push(answer.ms);
    else failures.push(answer.status);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN;
  return { requests: latencies.length, failures: failures.length, p50: at(0.5), p99: at(0.99) };
}

function startAttackers(options) {
  const child = spawn(
    process.execPath,
    [join(root, 'bench/attack.mjs'), '--attackers', JSON.stringify(options)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', () => resolve(JSON.parse(output || '{}'))));
}

/** Makes the user the listing's owner, straight in the bench's database (`env` as the app gets it). */
async function ownListing(engine, env, providerId, userId) {
  if (engine === 'mysql') {
    const connection = await require('mysql2/promise').createConnection(env.DATABASE_URL);
    await connection.query('INSERT IGNORE INTO provider_owners (provider_id, user_id) VALUES (?, ?)', [
      providerId,
      userId,
    ]);
    await connection.end();
    return;
  }
  const Database = require('better-sqlite3');
  const db = new Database(env.DATABASE_PATH);
  db.prepare('INSERT OR IGNORE INTO provider_owners (provider_id, user_id) VALUES (?, ?)').run(
    providerId,
    userId,
  );
  db.close();
}

/**
 * The scenario, from bench/run.mjs: `start(env)` starts the app on the seeded data of `engine`
 * (`env`: its database) and resolves with `{ app }` listening at `url`, `stop(app)` ends it;
 * `token(userId)` is a session of a seeded user.
 */
export async function attackScenario({
  url,
  engine,
  env,
  start,
  stop,
  token,
  sizes,
  dataDir,
  barePort,
  seconds,
}) {
  await ownListing(engine, env, ATTACKER_LISTING, ATTACKER_USER);
  const phases = [];
  const run = async (name, env, attacked) => {
    const { app } = await start(env);
    const html =
      (await fetch(`${url}/provider/${VICTIM_PROVIDER}`, { headers: { accept: 'text/html' } })).status ===
      200;
    const path = html ? `/provider/${VICTIM_PROVIDER}` : `/api/providers/${VICTIM_PROVIDER}`;
    // Kept in the cache before the measurement, as a page asked for by many is.
    await visit(url, path, 1);
    const attack = attacked
      ? startAttackers({
          url,
          seconds: seconds + 1,
          token: token(ATTACKER_USER),
          categories: sizes.categories,
          providers: sizes.providers,
          htmlPages: html,
        })
      : null;
    // Let the attack get going first (and, with the budget, spend it).
    if (attack) await new Promise((resolve) => setTimeout(resolve, 1000));
    const victim = await visit(url, path, seconds);
    const attackers = attack ? await attack : null;
    phases.push({ name, path, victim, attackers });
    console.log(
      `  ${ATTACK} – ${name}: ${path} p50 ${victim.p50.toFixed(2)} ms, p99 ${victim.p99.toFixed(2)} ms (${victim.requests} Antworten, ${victim.failures} Fehler)` +
        (attackers ? `; Angreifer: ${JSON.stringify(attackers)}` : ''),
    );
    await stop(app);
  };

  // The machine's state: the same visitor loop against a bare node:http server with a page's bytes.
  const bodyFile = join(dataDir, 'attack-bare-body');
  writeFileSync(bodyFile, Buffer.alloc(3000, 'x'));
  const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs'), String(barePort), bodyFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  const reference = await visit(`http://127.0.0.1:${barePort}`, '/', Math.min(seconds, 5));
  bare.kill('SIGTERM');
  console.log(
    `  ${ATTACK} – Maßstab node:http: p50 ${reference.p50.toFixed(2)} ms, p99 ${reference.p99.toFixed(2)} ms`,
  );

  const { DEFAULT_WORK_BUDGET } = require('../backend/dist/config/app-config.js');
  const withBudget = { WORK_BUDGET: String(DEFAULT_WORK_BUDGET) };
  await run('ohne Angriff', withBudget, false);
  await run('Angriff, Arbeitsbudget aus (WORK_BUDGET=0)', { WORK_BUDGET: '0' }, true);
  await run(`Angriff, Arbeitsbudget an (Standard, ${DEFAULT_WORK_BUDGET} Einheiten/min)`, withBudget, true);
  return { reference, phases };
}

/** The scenario's lines for docs/benchmarks.md. */
export function attackReport({ reference, phases }) {
  const ms = (value) => value.toFixed(2);
  const lines = [
    `**${ATTACK}** (16 Verbindungen von 127.0.0.2: 8 × Suche nach einem neuen Wort aus 200 Buchstaben, 4 × Listen und Seiten mit \`?z=<Zufall>\`, 4 × abgeschnittene 40-Megapixel-Uploads; ein Besucher von 127.0.0.3 liest eine Seite aus dem Cache, eine Anfrage nach der anderen):`,
    '',
    '| Phase | Seite | p50 ms | p99 ms | Antworten | Antworten an den Angreifer |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    `| Maßstab: nacktes node:http, gleiche Schleife | / | ${ms(reference.p50)} | ${ms(reference.p99)} | ${reference.requests} | – |`,
  ];
  for (const { name, path, victim, attackers } of phases) {
    const answered = attackers
      ? Object.entries(attackers)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')
      : '–';
    lines.push(
      `| ${name} | ${path} | ${ms(victim.p50)} | ${ms(victim.p99)} | ${victim.requests} | ${answered} |`,
    );
  }
  const protectedPhase = phases.at(-1);
  if (protectedPhase)
    lines.push(
      '',
      `- ${protectedPhase.victim.p50 <= 20 ? 'erfüllt' : '**verfehlt**'}: Seite aus dem Cache während des Angriffs p50 ≤ 20 ms (gemessen ${ms(protectedPhase.victim.p50)} ms, Issue 23)`,
    );
  return lines;
}

if (process.argv[2] === '--attackers') {
  const statuses = await runAttackers(JSON.parse(process.argv[3]));
  process.stdout.write(JSON.stringify(statuses));
}
