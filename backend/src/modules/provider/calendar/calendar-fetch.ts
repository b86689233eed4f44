import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Why a calendar address could not be read; its message is German and shown to the owner. */
export class CalendarFetchError extends Error {}

export const REFUSED_ADDRESS_MESSAGE =
  'Diese Adresse zeigt auf ein internes Netz und kann nicht gelesen werden. Bitte geben Sie die öffentliche iCal-Adresse Ihres Kalenders an.';

/** Addresses nobody outside may make us reach: loopback, private, link-local, CGNAT, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet (IPv4-mapped IPv6 judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface FetchOptions {
  /** Whether an address may be reached; the public internet only, unless a test says otherwise. */
  allows?: (address: string) => boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

/**
 * Reads a calendar over http(s) without letting the address reach internal services (SSRF): the
 * address the connection really goes to is checked (in the socket's own DNS lookup, so a name that
 * resolves differently a second time gains nothing), IP literals before connecting, and every
 * redirect again the same way. Size and time are capped.
 */
export async function fetchCalendarText(url: string, options: FetchOptions = {}): Promise<string> {
  const allows = options.allows ?? isPublicAddress;
  let current = url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
    const response = await get(current, allows, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, current).toString();
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new CalendarFetchError(`Der Kalender antwortete mit Status ${status}.`);
    }
    return readBody(response, options.maxBytes ?? 2_000_000);
  }
  throw new CalendarFetchError('Der Kalender leitet zu oft weiter.');
}

/** Checks an address's form and, for an IP literal, the address itself (400-worthy before storing). */
export function checkCalendarUrl(url: string, allows: (address: string) => boolean = isPublicAddress): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CalendarFetchError('Bitte geben Sie eine gültige Kalender-Adresse an (https://…).');
  }
  if (parsed.protocol === 'webcal:') parsed = new URL(`https:${url.slice('webcal:'.length)}`);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CalendarFetchError('Bitte geben Sie eine Kalender-Adresse mit http:// oder https:// an.');
  }
  if (parsed.username || parsed.password) {
    throw new CalendarFetchError('Die Kalender-Adresse darf keine Zugangsdaten enthalten.');
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allows(host)) throw new CalendarFetchError(REFUSED_ADDRESS_MESSAGE);
  if (
    !isIP(host) &&
    /^(localhost|.*\.localhost|.*\.local|.*\.internal)\.?$/i.test(host) &&
    !allows('127.0.0.1')
  ) {
    throw new CalendarFetchError(REFUSED_ADDRESS_MESSAGE);
  }
  return parsed;
}

function get(
  url: string,
  allows: (address: string) => boolean,
  options: FetchOptions,
): Promise<IncomingMessage> {
  const parsed = checkCalendarUrl(url, allows);
  const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      // Asked with `all: true`, dns answers a list; Node's LookupFunction type only knows the
      // single-address form, hence the casts here and below.
      const list = addresses as unknown as { address: string; family: number }[];
      const refused = list.find((entry) => !allows(entry.address));
      if (refused || list.length === 0) {
        return callback(new CalendarFetchError(REFUSED_ADDRESS_MESSAGE), '', 4);
      }
      // Node asks with `all: true` since v20 (happy eyeballs); answer in the form it asked for.
      if (lookupOptions.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      parsed,
      {
        method: 'GET',
        lookup: checkedLookup,
        timeout: options.timeoutMs ?? 10_000,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Event-Kompass-Kalenderabgleich/1.0' },
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new CalendarFetchError('Der Kalender antwortet nicht.')));
    request.on('error', (error) =>
      reject(
        error instanceof CalendarFetchError
          ? error
          : new CalendarFetchError('Der Kalender konnte nicht gelesen werden.'),
      ),
    );
    request.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new CalendarFetchError('Der Kalender ist zu groß (höchstens 2 MB).'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => reject(new CalendarFetchError('Der Kalender konnte nicht gelesen werden.')));
  });
}
