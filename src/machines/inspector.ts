/**
 * The Stately inspector, for development only (docs/toolchain.md trap 9): it opens a window to the
 * Stately site, so it is created only when asked with `?inspect` in the address of a
 * development build, and it is imported lazily so production bundles don't carry it.
 *
 *   const { inspect } = await inspectorOption();
 *   const actor = createActor(authMachine.provide(...), { inspect });
 *
 * Without `inspect` the option is `{}`, which createActor ignores.
 */
import type { InspectionEvent, Observer } from 'xstate';

/** What createActor's `inspect` option takes. */
export type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

interface InspectorEnvironment {
  /** process.env.NODE_ENV as the bundler defined it. */
  nodeEnv: string | undefined;
  /** window.location.search, or undefined outside a browser. */
  search: string | undefined;
}

/** The browser inspector's shape that this module uses (a subset of @statelyai/inspect's). */
export interface StartableInspector {
  inspect: InspectOption;
  start: () => void;
}

type LoadInspector = () => Promise<StartableInspector>;

function currentEnvironment(): InspectorEnvironment {
  let nodeEnv: string | undefined;
  try {
    // webpack's DefinePlugin replaces the whole expression; without it `process` may not exist.
    nodeEnv = process.env.NODE_ENV;
  } catch {
    nodeEnv = undefined;
  }
  const search = typeof window === 'undefined' ? undefined : window.location.search;
  return { nodeEnv, search };
}

/** Inspect only in a development build whose address has `?inspect`. */
export function shouldInspect(env: InspectorEnvironment): boolean {
  return env.nodeEnv !== 'production' && env.search !== undefined && new URLSearchParams(env.search).has('inspect');
}

const loadBrowserInspector: LoadInspector = async () => {
  // A constant condition once DefinePlugin has run: webpack drops the import (and its chunk)
  // from production builds.
  if (process.env.NODE_ENV !== 'production') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector({ autoStart: false });
  }
  throw new Error('The inspector is not part of production builds');
};

/**
 * The started inspector's `inspect` callback when inspecting is asked for, else undefined.
 * `env` and `load` are for tests; the app calls it without arguments.
 */
export async function createInspector(
  env: InspectorEnvironment = currentEnvironment(),
  load: LoadInspector = loadBrowserInspector,
): Promise<InspectOption | undefined> {
  if (!shouldInspect(env)) return undefined;
  const inspector = await load();
  inspector.start();
  return inspector.inspect;
}

/** createActor's options part for inspection: `{ inspect }` when asked for, else `{}`. */
export async function inspectorOption(
  env?: InspectorEnvironment,
  load?: LoadInspector,
): Promise<{ inspect?: InspectOption }> {
  const inspect = await createInspector(env, load);
  return inspect === undefined ? {} : { inspect };
}
