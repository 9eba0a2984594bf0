/**
 * jsdom with the web platform pieces that jsdom lacks and Node 24 has (docs/toolchain.md trap 6; the
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

/**
 * Node's FormData, which also takes a form (and its submitter) as a browser's does: React 19
 * builds one from a form whose submit handler starts a transition (a navigation does), and
 * Node's own refuses a jsdom form. The form's named, enabled fields give their values (a
 * checkbox or radio when checked, every chosen option of a select); files are left out.
 */
function formDataClass(NodeFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const element of form.elements) {
        if (!element.name || element.disabled || element.type === 'file') continue;
        if (['submit', 'button', 'image', 'reset'].includes(element.type)) {
          if (element === submitter) this.append(element.name, element.value);
        } else if (element.type === 'checkbox' || element.type === 'radio') {
          if (element.checked) this.append(element.name, element.value);
        } else if (element.tagName === 'SELECT') {
          for (const option of element.selectedOptions) this.append(element.name, option.value);
        } else this.append(element.name, element.value);
      }
    }
  };
}

export default class BrowserLikeJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) win[name] = globalThis[name];
    }
    win.FormData = formDataClass(globalThis.FormData);
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
