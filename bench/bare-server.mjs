/**
 * The yardstick for the app's reads: a bare node:http server returning the same bytes with the
 * same content type (and, for answers the app compresses, the same content encoding). In its own
 * process, like the app, so neither shares a core with the load generator's event loop.
 * Usage: node bench/bare-server.mjs <port> <body-file> [content-encoding]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': body.length,
  ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
};
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
