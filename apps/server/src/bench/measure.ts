import autocannon from 'autocannon';

export type LoadOptions = { seconds: number; connections: number };

/** One fixed-time burst of load on one URL. */
export type Slice = {
  requests: number;
  seconds: number;
  /** Every 2xx response's own time in ms. */
  latencies: number[];
  non2xx: number;
  errors: number;
  rssMax: number;
  rssSamples: number[];
};

export type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Highest resident set size of the server seen during the runs, in MB. */
  rssMaxMb: number;
  /** Mean of the RSS samples (every 250 ms), in MB: tells a spike from a plateau. */
  rssMeanMb: number;
};

const RSS_SAMPLE_MS = 250;

/**
 * Loads one URL for a fixed time. Latencies are kept per response because autocannon's own
 * histogram rounds to whole milliseconds, too coarse for sub-millisecond pages.
 */
export async function runSlice(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  sampleRss: () => Promise<number>,
): Promise<Slice> {
  const latencies: number[] = [];
  const rssSamples: number[] = [];
  const sampler = setInterval(() => {
    void sampleRss().then((rss) => {
      if (rss > 0) rssSamples.push(rss);
    });
  }, RSS_SAMPLE_MS);
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          headers,
          connections: options.connections,
          duration: options.seconds,
          pipelining: 1,
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    });
    return {
      requests: result.requests.total,
      seconds: result.duration,
      latencies,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      rssMax: Math.max(0, ...rssSamples),
      rssSamples,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Slices of one scenario taken in turns with the others count as one run. */
export function combine(slices: Slice[]): LoadResult {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    requestsPerSec: seconds > 0 ? requests / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requests,
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    rssMaxMb: Math.max(0, ...slices.map((s) => s.rssMax)) / MB,
    rssMeanMb: mean(slices.flatMap((s) => s.rssSamples)) / MB,
  };
}

const MB = 1024 * 1024;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
