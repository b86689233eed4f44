// Measures the JavaScript a browser loads for a page of the built storefront (gzip level 9 of each file).
// Usage: node e2e/support/measure-initial-js.mjs [url-path] [base-url]
// Without base-url it serves storefront/dist itself (SPA fallback, /api answered with 404 JSON).
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const pagePath = process.argv[2] ?? '/';
let baseUrl = process.argv[3];
let server;
if (!baseUrl) {
  const root = new URL('../../storefront/dist/', import.meta.url).pathname;
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.json': 'application/json',
  };
  server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"msg":"nicht da"}');
    }
    const file = normalize(join(root, url.pathname === '/' ? 'index.html' : url.pathname));
    try {
      if (!file.startsWith(root) || !extname(file)) throw new Error('spa');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(await readFile(join(root, 'index.html')));
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('javascript')) return;
  try {
    const body = await response.body();
    scripts.push({
      url: response.url().replace(baseUrl, ''),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  } catch {
    /* redirected or aborted */
  }
});
await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
await browser.close();
server?.close();
scripts.sort((a, b) => b.gzip - a.gzip);
for (const s of scripts)
  console.log(
    `${(s.gzip / 1024).toFixed(1).padStart(7)} kB gz ${(s.raw / 1024).toFixed(1).padStart(7)} kB  ${s.url}`,
  );
const total = scripts.reduce((n, s) => n + s.gzip, 0);
console.log(
  `TOTAL initial JS for ${pagePath}: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.length} files`,
);
