/** Seconds; from a cached answer (about a millisecond) to a slow import. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of requests no route matched (404s of unknown paths): one value, not every URL. */
export const UNMATCHED_ROUTE = 'unmatched';

interface Series {
  labels: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  buckets: number[];
}

/** A label value in the text format: backslash, double quote and line feed escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/**
 * Request counts and durations by method, route pattern and status. prom-client's labelled
 * children hash their labels on every call (about 1–2 µs each for a counter and a histogram,
 * measured here); this keeps one record per series found by a string key and does a handful of
 * additions per request, and writes the same two metrics in Prometheus' text format on a scrape.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: `method="${labelValue(method)}",route="${labelValue(route)}",status="${status}"`,
        count: 0,
        sum: 0,
        buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
      };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket += 1;
    series.buckets[bucket] += 1;
  }

  /** `http_requests_total` and `http_request_duration_seconds`, as prom-client would write them. */
  text(): string {
    const all = [...this.series.values()];
    const lines = [
      '# HELP http_requests_total Beantwortete HTTP-Anfragen nach Methode, Routenmuster und Status.',
      '# TYPE http_requests_total counter',
      ...all.map((series) => `http_requests_total{${series.labels}} ${series.count}`),
      '',
      '# HELP http_request_duration_seconds Antwortzeit in Sekunden nach Methode, Routenmuster und Status.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const series of all) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index];
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${series.labels}} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{le="+Inf",${series.labels}} ${series.count}`);
      lines.push(`http_request_duration_seconds_sum{${series.labels}} ${series.sum}`);
      lines.push(`http_request_duration_seconds_count{${series.labels}} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
