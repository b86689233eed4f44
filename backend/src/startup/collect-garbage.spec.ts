import { runInNewContext } from 'node:vm';
import { collectGarbageNow } from './collect-garbage';

describe('collectGarbageNow', () => {
  it('frees what nothing holds, and leaves gc unexposed afterwards', () => {
    let garbage: number[][] | null = Array.from({ length: 200 }, () => new Array<number>(10_000).fill(1));
    const before = process.memoryUsage().heapUsed;
    garbage = null;
    collectGarbageNow();
    expect(garbage).toBeNull();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 10_000_000);
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
