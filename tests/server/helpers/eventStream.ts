/**
 * A Server-Sent Events client for the tests and the benches: fetch with a reader on a listening
 * server (inject cannot follow an answer that does not end), parsing the stream as a browser's
 * EventSource does (fields id, event, data; comment lines kept apart, to see the keep-alive).
 */

export interface StreamEvent {
  id: string | undefined;
  /** `message` when the event names none. */
  event: string;
  data: string;
}

export interface EventStream {
  response: Response;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The comment lines received so far (without the colon). */
  comments: string[];
  /** The next event after the `seen` first ones that `matches` (waits up to `withinMs`; rejects after). */
  next(matches?: (event: StreamEvent) => boolean, options?: { seen?: number; withinMs?: number }): Promise<StreamEvent>;
  /** Ends the connection, as a closed tab. */
  close(): void;
}

/** Opens `url` as an event stream; resolves once the answer's head has come (any status: see `response`). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let ended = false;

  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let current: { id?: string; event?: string; data: string[] } = { data: [] };
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
            if (line === '') {
              if (current.data.length > 0) events.push({ id: current.id, event: current.event ?? 'message', data: current.data.join('\n') });
              current = { data: [] };
              wake();
            } else if (line.startsWith(':')) {
              comments.push(line.slice(1).trim());
              wake();
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') current.data.push(text);
              else if (field === 'id') current.id = text;
              else if (field === 'event') current.event = text;
            }
          }
        }
      } catch {
        // Aborted (close()) or the server ended it.
      } finally {
        ended = true;
        wake();
      }
    })();
  } else {
    ended = true;
  }

  return {
    response,
    events,
    comments,
    next(matches = () => true, { seen = 0, withinMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(seen).find(matches);
          if (found) return done(() => resolve(found));
          if (ended) return done(() => reject(new Error(`the stream ended before the event; events: ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no such event within ${withinMs} ms; events: ${JSON.stringify(events)}`))), withinMs);
        function done(settle: () => void) {
          clearTimeout(timer);
          waiters.delete(look);
          settle();
        }
        waiters.add(look);
        look();
      });
    },
    close() {
      controller.abort();
    },
  };
}

/** The JSON data of an event. */
export const dataOf = <T = Record<string, unknown>>(event: StreamEvent) => JSON.parse(event.data) as T;
