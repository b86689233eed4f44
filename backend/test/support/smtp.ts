import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, decoded by mailparser. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  text: string;
  html: string;
  raw: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
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

/** Decodes a received message the way a mail client would (MIME parts, encodings, headers). */
export async function parseMail(raw: Buffer, from: string, to: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from,
    to,
    subject: parsed.subject ?? '',
    replyTo: parsed.replyTo?.text ?? null,
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: parsed.html ? parsed.html.replace(/\r\n/g, '\n') : '',
    raw: raw.toString('utf8'),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** A real SMTP server on a free loopback port (no TLS, no authentication). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let parsing: Promise<void> = Promise.resolve();
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
          const to = session.envelope.rcptTo.map((r) => r.address);
          // Parsing is asynchronous; chained, so `mails` keeps the order of arrival.
          parsing = parsing
            .then(() => parseMail(Buffer.concat(chunks), from, to))
            .then((mail) => {
              mails.push(mail);
              for (const wake of waiters.splice(0)) wake();
              callback();
            }, callback);
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
