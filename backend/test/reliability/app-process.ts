import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

export interface AppProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Starts `node backend/dist/main.js` with the given environment and waits until it is healthy. */
export async function startAppProcess(env: Record<string, string>, port: number): Promise<AppProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} fehlt – zuerst "npm run build" ausführen.`);
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'reliability-secret-reliability-secret-42',
      TRUST_PROXY: 'true',
      // Plain logs, so tests can read them.
      NO_COLOR: '1',
      // Minutes of load would pile up hundreds of thousands of request lines in `output`.
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App beendet beim Start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`App wurde nicht gesund:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, exited, output: () => output };
}

export interface HeldRequest {
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/**
 * A POST whose headers and first half of the body are on the server before this resolves:
 * the server has taken the request in, so it is truly in flight when a signal arrives.
 */
export async function holdPost(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HeldRequest> {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  const request = httpRequest(url + path, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': bytes.length, ...headers },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once('error', reject);
    });
  });
  answer.catch(() => undefined);
  await new Promise<void>((resolve) => request.write(bytes.subarray(0, half), () => resolve()));
  // Writing is local; give the server a moment to read the headers off the socket.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
}
