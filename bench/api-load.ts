/**
 * Load on the reference API's public reads: 50 concurrent clients for 10 s per path with
 * autocannon, on loopback only. Requests carry a valid signature (timestamps stay good for five
 * minutes, longer than a run). p95 is computed from every response time, since autocannon's own
 * percentiles skip it.
 */
import autocannon from 'autocannon';
import { signRequest } from '@contract/signature';

/** The web app's demo key pair, as the PWA signs with it. */
export const APP = { key: 'luckydip-web', secret: 'luckydip-web-demo-secret' };

/** The headers of a signed GET of `path`, as the PWA sends them. */
export async function signedGet(path: string, app: { key: string; secret: string } = APP) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = await signRequest(app.secret, {
    method: 'GET',
    pathWithQuery: path,
    timestamp,
    body: '',
  });
  return { appkey: app.key, timestamp, signature };
}

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function loadTest(
  baseUrl: string,
  path: string,
  app: { key: string; secret: string },
  seconds = 10,
): Promise<LoadResult> {
  const signed = await signedGet(path, app);
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + path,
        connections: 50,
        duration: seconds,
        headers: { ...signed, 'accept-encoding': 'gzip, br' },
      },
      (error: Error | null, outcome: autocannon.Result) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    non2xx: result.non2xx,
  };
}
