import { Histogram, Registry } from 'prom-client';
import { DURATION_BUCKETS, RequestMetrics } from './request-metrics';

describe('RequestMetrics', () => {
  it('writes the same histogram lines as prom-client for the same observations', async () => {
    const ours = new RequestMetrics();
    const registry = new Registry();
    const reference = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'x',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const observations: [string, string, number, number][] = [
      ['GET', '/api/providers/:id', 200, 0.0004],
      ['GET', '/api/providers/:id', 200, 0.001],
      ['GET', '/api/providers/:id', 200, 0.03],
      ['GET', '/api/providers/:id', 404, 12],
      ['POST', 'unmatched', 404, 0.002],
    ];
    for (const [method, route, status, seconds] of observations) {
      ours.record(method, route, status, seconds);
      reference.observe({ method, route, status: String(status) }, seconds);
    }
    const lines = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds'))
        .sort();
    expect(lines(ours.text())).toEqual(lines(await registry.metrics()));
    expect(ours.text()).toContain(
      'http_requests_total{method="GET",route="/api/providers/:id",status="200"} 3',
    );
  });

  it('escapes what the text format needs escaped in a label value', () => {
    const ours = new RequestMetrics();
    ours.record('GET', '/a"b\\c\nd', 200, 0.001);
    expect(ours.text()).toContain('route="/a\\"b\\\\c\\nd"');
  });
});
