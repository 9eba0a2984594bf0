// autocannon ships no types: the part the benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Sent in turn by each connection, round and round. */
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
    headers?: Record<string, string>;
  }

  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    /** Requests completed per second (average over the samples), total, percentiles. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
