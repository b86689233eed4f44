import { LogSink } from './log-sink';

describe('LogSink', () => {
  const collector = () => {
    const writes: string[] = [];
    return { writes, output: { write: (chunk: string) => writes.push(chunk) } };
  };

  it('writes many lines as one batch a little later', async () => {
    const { writes, output } = collector();
    const sink = new LogSink(output);
    for (let i = 0; i < 100; i++) sink.write(`zeile ${i}\n`);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(writes).toHaveLength(1);
    expect(writes[0].split('\n')).toHaveLength(101);
    sink.close();
  });

  it('writes at once when a burst fills the buffer', () => {
    const { writes, output } = collector();
    const sink = new LogSink(output);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i++) sink.write(line);
    expect(writes.join('')).toHaveLength(64 * 1024);
    sink.close();
  });

  it('flushes on close and writes later lines (shutdown hooks) straight through', () => {
    const { writes, output } = collector();
    const sink = new LogSink(output);
    sink.write('vorher\n');
    sink.close();
    sink.write('SIGTERM empfangen\n');
    expect(writes).toEqual(['vorher\n', 'SIGTERM empfangen\n']);
  });
});
