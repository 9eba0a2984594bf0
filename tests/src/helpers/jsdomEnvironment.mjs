/**
 * jsdom with the web platform pieces that jsdom lacks and Node 24 has (TOOLCHAIN trap 6; the
 * same fix as the jest-fixed-jsdom package): fetch, Request, Response, Headers, streams,
 * TextEncoder/TextDecoder, AbortController, BroadcastChannel, structuredClone. RTK Query and
 * MSW then run on the same fetch as in Node, and MSW intercepts it at the network boundary.
 *
 * As in a browser, a relative URL given to fetch or Request resolves against the page's
 * address (jsdom's location, http://localhost/ unless a test sets testEnvironmentOptions.url).
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'FormData',
  'Headers',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

export default class BrowserLikeJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) win[name] = globalThis[name];
    }
    const resolve = (input) =>
      typeof input === 'string' || input instanceof globalThis.URL ? new globalThis.URL(String(input), win.location.href) : input;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input, init) {
        super(resolve(input), init);
      }
    }
    win.Request = Request;
    win.Response = globalThis.Response;
    win.fetch = (input, init) => globalThis.fetch(resolve(input), init);
  }
}
