/**
 * The yardstick for GET /api/categories: a bare node:http server returning the same bytes with
 * the same content type. In its own process, like the app, so neither shares a core with the
 * load generator's event loop.  Usage: node bench/bare-server.mjs <port> <body-file>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
