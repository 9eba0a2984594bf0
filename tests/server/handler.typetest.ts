/**
 * Type test of the handler typing (server/handler.ts), compiled by `npm run typecheck`, never
 * run. Each `@ts-expect-error` marks a line TypeScript must refuse; if the types ever accept
 * one, the directive is unused and tsc fails, so this file cannot pass silently. The lines
 * without a directive show the right way, which must compile.
 */
import { handlers } from '../../server/areas/index.ts';
import type { components } from '../../server/contract.types.ts';
import type { AreaHandlers, Handler, Handlers } from '../../server/handler.ts';

const currentUser: components['schemas']['CurrentUser'] = {
  id: 1,
  type: 'user',
  name: 'Мария',
  email: 'maria@domovik.test',
  phone: null,
  credits: 0,
  emailConfirmed: true,
  agency: null,
  vendor: null,
  currentMovePlanId: null,
};

// ── (a) a reply that does not match the operation

export const publicUser: Handler<'getUser'> = async () => ({ id: 1, name: 'Мария', type: 'user', createdAt: '2026-11-24T10:00:00.000Z' });
// @ts-expect-error: a PublicUser has a type and a createdAt
export const publicUserWithoutFields: Handler<'getUser'> = async () => ({ id: 1, name: 'Мария' });
// @ts-expect-error: createdAt is a date-time string in JSON; a Date is not what the contract types say
export const publicUserWithDate: Handler<'getUser'> = async () => ({ id: 1, name: 'Мария', type: 'user', createdAt: new Date() });

export const created: Handler<'register'> = async (_request, reply) => reply.code(201).send(currentUser);
// @ts-expect-error: the 201 body of register is a CurrentUser
export const createdWrongBody: Handler<'register'> = async (_request, reply) => reply.code(201).send({ id: 1 });
// @ts-expect-error: 200 is not a success status of register
export const createdWrongStatus: Handler<'register'> = async (_request, reply) => reply.code(200).send(currentUser);
// @ts-expect-error: a returned body is sent with 200, which register does not answer
export const createdByReturning: Handler<'register'> = async () => currentUser;
// @ts-expect-error: send() without code() must name the status
export const createdWithoutStatus: Handler<'register'> = async (_request, reply) => reply.send(currentUser);

export const noContent: Handler<'logout'> = async (_request, reply) => reply.code(204).send();
// @ts-expect-error: a 204 operation answers with reply.code(204).send(), not by returning nothing
export const noContentByReturning: Handler<'logout'> = async () => undefined;

// The request, too, is the operation's: its body, path parameters and query.
export const registerBody: Handler<'register'> = async (request, reply) => {
  // @ts-expect-error: RegisterInput has no field `role`
  void request.body.role;
  return reply.code(201).send(currentUser);
};
export const userId: Handler<'getUser'> = async (request) => {
  // @ts-expect-error: the path parameter id is a number
  const id: string = request.params.id;
  return { id: Number(id), name: 'Мария', type: 'user', createdAt: '2026-11-24T10:00:00.000Z' };
};

// ── (b) an operation without a handler

const { getUser: _dropped, ...withoutGetUser } = handlers;
export const complete: Handlers = { ...withoutGetUser, getUser: handlers.getUser };
// @ts-expect-error: getUser is an operation of the contract and needs a handler
export const missing: Handlers = withoutGetUser;

// ── (c) a handler of no operation

// @ts-expect-error: notAnOperation is not in the contract
export const unknownInTable: Handlers = { ...handlers, notAnOperation: async () => ({}) };
// @ts-expect-error: an area's routes cannot add one either
export const unknownInArea = { async notAnOperation() { return {}; } } satisfies AreaHandlers;
