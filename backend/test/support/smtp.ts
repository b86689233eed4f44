import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, decoded enough to read it in a test. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  replyTo: string | null;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Stops accepting connections (the "SMTP is down" case); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` mails in total have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true),
    );
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Collects the text/plain and text/html parts of a (possibly multipart) message. */
function collectParts(
  headers: Map<string, string>,
  body: string,
  into: { text: string; html: string },
): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitMessage(part.replace(/^\r?\n/, ''));
      collectParts(parsed.headers, parsed.body, into);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) into.html = decodeBody(headers, body);
  else if (type.toLowerCase().startsWith('text/plain')) into.text = decodeBody(headers, body);
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  const replyTo = headers.get('reply-to');
  return {
    from,
    to,
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    replyTo: replyTo ? decodeHeader(replyTo) : null,
    text: parts.text.replace(/\r\n/g, '\n'),
    html: parts.html.replace(/\r\n/g, '\n'),
    raw,
  };
}

/** A real SMTP server on a free loopback port (no TLS, no authentication). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const create = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              from,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });
  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  let running = true;
  const result: TestSmtpServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      server = create();
      await listen(port);
      running = true;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Nur ${mails.length} von ${count} E-Mails empfangen.`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails;
    },
  };
  return result;
}
