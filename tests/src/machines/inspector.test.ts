import { createActor } from 'xstate';
import { createInspector, inspectorOption, shouldInspect } from '../../../src/machines/inspector.ts';
import type { StartableInspector } from '../../../src/machines/inspector.ts';
import { modalsMachine } from '../../../src/machines/modals.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeInspector() {
  const inspector = { inspect: jest.fn(), start: jest.fn() } satisfies StartableInspector;
  const load = jest.fn(async () => inspector);
  return { inspector, load };
}

describe('shouldInspect', () => {
  it.each([
    [{ nodeEnv: 'development', search: '?inspect' }, true],
    [{ nodeEnv: 'development', search: '?lang=en&inspect=1' }, true],
    [{ nodeEnv: undefined, search: '?inspect' }, true],
    [{ nodeEnv: 'development', search: '' }, false],
    [{ nodeEnv: 'development', search: '?inspection' }, false],
    [{ nodeEnv: 'production', search: '?inspect' }, false],
    [{ nodeEnv: 'development', search: undefined }, false],
  ])('%o → %s', (env, expected) => {
    expect(shouldInspect(env)).toBe(expected);
  });
});

describe('inspectorOption', () => {
  it('in development with ?inspect: loads the inspector, starts it and hands over its inspect', async () => {
    const { inspector, load } = fakeInspector();
    const option = await inspectorOption({ nodeEnv: 'development', search: '?inspect' }, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inspector.start).toHaveBeenCalledTimes(1);
    expect(option).toEqual({ inspect: inspector.inspect });
  });

  it('records the events of an actor created with it', async () => {
    const { inspector, load } = fakeInspector();
    const actor = createActor(modalsMachine, await inspectorOption({ nodeEnv: 'development', search: '?inspect' }, load));
    actor.start();
    actor.send({ type: 'modal.open', name: 'creditBuy' });
    await tick(); // delivery may come on a later tick (docs/toolchain.md trap 9)
    const eventTypes = inspector.inspect.mock.calls
      .map(([event]: [{ type: string; event?: { type: string } }]) => event)
      .filter((event) => event.type === '@xstate.event')
      .map((event) => event.event?.type);
    expect(eventTypes).toContain('modal.open');
    actor.stop();
  });

  it('in production, or without ?inspect: nothing is loaded and the option is empty', async () => {
    const { load } = fakeInspector();
    expect(await inspectorOption({ nodeEnv: 'production', search: '?inspect' }, load)).toEqual({});
    expect(await inspectorOption({ nodeEnv: 'development', search: '' }, load)).toEqual({});
    expect(await createInspector({ nodeEnv: 'development', search: '' }, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('outside a browser (no window): the option is empty', async () => {
    expect(await inspectorOption()).toEqual({});
  });
});
