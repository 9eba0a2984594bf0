/**
 * A browser suite's set-up: the real server and the browser, started side by side. When either
 * fails, whatever did start is stopped before the error is thrown, so a failed set-up never
 * leaves a process behind for Jest to wait on.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './server.ts';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  stop(): Promise<void>;
}

function reason(result: PromiseSettledResult<unknown>): string[] {
  if (result.status === 'fulfilled') return [];
  return [result.reason instanceof Error ? result.reason.message : String(result.reason)];
}

export async function startSuite(): Promise<Suite> {
  const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return {
      server: server.value,
      browser: browser.value,
      async stop() {
        // Both are stopped even when one of them fails to; then the failure is reported.
        const failures = (await Promise.allSettled([browser.value.close(), server.value.stop()])).flatMap(reason);
        if (failures.length > 0) throw new Error(`The browser suite did not stop cleanly: ${failures.join('; ')}`);
      },
    };
  }
  const stopped: string[] = [];
  if (server.status === 'fulfilled') {
    await server.value.stop();
    stopped.push(`the server at ${server.value.url}`);
  }
  if (browser.status === 'fulfilled') {
    await browser.value.close();
    stopped.push('the browser');
  }
  const failures = [...reason(server), ...reason(browser)].join('; ');
  throw new Error(`The browser suite could not start: ${failures}${stopped.length > 0 ? ` (stopped ${stopped.join(' and ')})` : ''}`);
}

/** An object that forwards every read to `target()`, so it can be handed out before the thing exists. */
function standIn<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const object = target();
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * A browser file's set-up: starts the suite before its tests and stops it after them. The server
 * and browser returned stand for the started ones, so a file can name them at its top; reading
 * them before the start (outside a test or a later beforeAll) throws.
 */
export function useSuite(): { server: RunningServer; browser: Browser } {
  let suite: Suite | undefined;
  beforeAll(async () => {
    suite = await startSuite();
  }, 120_000);
  afterAll(() => suite?.stop());
  const started = (): Suite => {
    if (suite === undefined) throw new Error('The browser suite is not started yet: use it inside a test or a beforeAll after useSuite()');
    return suite;
  };
  return { server: standIn(() => started().server), browser: standIn(() => started().browser) };
}
