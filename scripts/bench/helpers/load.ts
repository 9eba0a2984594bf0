/**
 * A closed-loop HTTP load (what autocannon does, which is not installed here): `connections`
 * keep-alive connections, each sending its next request when the last is answered, for
 * `seconds`; the requests go round the given URLs (so round the servers too, as a load balancer
 * would). Answers requests per second and latency percentiles; any answer but 200 is an error.
 */
import http from 'node:http';
import { percentile } from './database.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

export async function load(urls: readonly string[], { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length]!;
      const before = performance.now();
      const status = await get(agent, url).catch(() => 0);
      times.push(performance.now() - before);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { requests: times.length, errors, perSecond: times.length / elapsed, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
