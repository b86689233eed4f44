/** Where finished log text goes: process.stdout, or a collector in tests. */
export interface LogOutput {
  write(chunk: string): unknown;
}

/** Up to this much text waits for the next flush; a burst beyond it is written at once. */
const MAX_BUFFERED_CHARS = 64 * 1024;
const FLUSH_INTERVAL_MS = 20;

const liveSinks = new Set<LogSink>();
let exitHookInstalled = false;

/** On exit (also process.exit after SIGTERM) whatever is still buffered goes out synchronously. */
function flushAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const sink of liveSinks) sink.flush();
  });
}

/**
 * Batches log lines into one write per 20 ms (or per 64 kB). process.stdout writes to a pipe or
 * file synchronously on Linux: one system call per request line would cost the cached routes a
 * good part of their throughput, one per batch costs nothing measurable.
 */
export class LogSink {
  private buffer = '';
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly output: LogOutput = process.stdout) {
    liveSinks.add(this);
    flushAllOnExit();
  }

  write(line: string): void {
    if (this.closed) {
      this.output.write(line);
      return;
    }
    this.buffer += line;
    if (this.buffer.length >= MAX_BUFFERED_CHARS) this.flush();
    else if (!this.timer) this.timer = setTimeout(this.flush, FLUSH_INTERVAL_MS).unref();
  }

  readonly flush = (): void => {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.buffer) return;
    const chunk = this.buffer;
    this.buffer = '';
    this.output.write(chunk);
  };

  /**
   * The app closed: flush, and write the few lines that still come (shutdown hooks) at once,
   * since process.exit follows right after them.
   */
  close(): void {
    this.flush();
    this.closed = true;
    liveSinks.delete(this);
  }
}
