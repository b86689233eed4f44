import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { LogFormat } from '../../config/app-config';
import { LogSink } from './log-sink';

/** Nest's level names, as log tools spell them. */
const LEVEL_NAMES: Record<LogLevel, string> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

let lastTimeMs = 0;
let lastTimeText = '';

/** ISO time, formatted once per millisecond (many request lines share one). */
function isoTime(): string {
  const now = Date.now();
  if (now !== lastTimeMs) {
    lastTimeMs = now;
    lastTimeText = new Date(now).toISOString();
  }
  return lastTimeText;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The one logger of the process: Nest's own messages, the application's `new Logger(...)` lines
 * and one line per request. `pretty` is Nest's coloured console output (development); `json`
 * writes one JSON object per line through a batching sink (production). Nest's own JSON mode
 * writes each line synchronously, which the request lines cannot afford. Nothing here logs
 * bodies or headers; callers pass messages that hold no secrets.
 */
export class AppLogger extends ConsoleLogger {
  private readonly json: boolean;

  constructor(
    format: LogFormat,
    levels: LogLevel[],
    private readonly sink: LogSink = new LogSink(),
  ) {
    super({ logLevels: levels });
    this.json = format === 'json';
  }

  /** Request lines are info lines: off when the app logs errors only (the API tests). */
  get logsRequests(): boolean {
    return this.isLevelEnabled('log');
  }

  /**
   * One finished request. Plain arguments, no entry object: this runs for every request.
   * `path` comes without the query string (search terms are personal data, links may carry
   * tokens); `requestId` is checked to be a plain token, `method` is an HTTP token.
   */
  request(requestId: string, method: string, path: string, status: number, durationMs: number): void {
    const ms = durationMs.toFixed(1);
    if (!this.json) {
      this.log(`${method} ${path} → ${status} (${ms} ms) [${requestId}]`, 'HTTP');
      return;
    }
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    // Hand-built rather than JSON.stringify of an object; only the path needs escaping.
    this.sink.write(
      `{"level":"${level}","time":"${isoTime()}","context":"HTTP","requestId":"${requestId}",` +
        `"method":"${method}","path":${JSON.stringify(path)},"status":${status},"durationMs":${ms}}\n`,
    );
  }

  /** Writes what is buffered (the app is closing). */
  close(): void {
    this.sink.close();
  }

  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
  ): void {
    if (!this.json) {
      super.printMessages(messages, context, logLevel, writeStreamType, errorStack);
      return;
    }
    for (const message of messages) {
      const line: Record<string, unknown> = { level: LEVEL_NAMES[logLevel], time: isoTime() };
      if (context) line.context = context;
      line.msg = text(message);
      const stack = message instanceof Error ? message.stack : errorStack;
      if (typeof stack === 'string' && stack) line.stack = stack;
      this.sink.write(`${JSON.stringify(line)}\n`);
    }
  }

  /** In JSON the stack is a field of the error's line. */
  protected override printStackTrace(stack: string): void {
    if (!this.json) super.printStackTrace(stack);
  }
}
