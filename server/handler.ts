/**
 * A handler's types come from its operation in the contract (server/contract.types.ts, generated
 * by `npm run codegen`): the path parameters, query and JSON body of the request, and the body of
 * each success status of the reply. The handler table has exactly one handler per operation, so
 * a missing handler, a handler of no operation, or an answer the contract does not describe is
 * a type error (tests/server/handler.typetest.ts proves each).
 *
 * A handler answers its operation's 200 by returning the body, or any success status with
 * `reply.code(status).send(body)`; `code()` accepts only the operation's success statuses and
 * `send()` only that status's body (without `code()`, `send()` is refused). Errors are thrown
 * (errors.ts), and the app's error handler answers them with the translated error body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from './contract.types.ts';

export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];
type Responses<Id extends OperationId> = Operation<Id>['responses'];

/** The success statuses (2xx) of an operation. */
type SuccessStatus<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends number ? (`${Status}` extends `2${string}` ? Status : never) : never;
}[keyof Responses<Id>];

/** The JSON body of a response or request body; undefined when it has none (204). */
type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** Fastify's route generic of an operation: request parts and reply body by success status. */
interface RouteOf<Id extends OperationId> {
  Params: NonNullable<Operation<Id>['parameters']['path']>;
  Querystring: NonNullable<Operation<Id>['parameters']['query']>;
  /** A multipart body is not described by a JSON schema: its handler validates it. */
  Body: Operation<Id>['requestBody'] extends { content: { 'multipart/form-data': unknown } }
    ? unknown
    : JsonOf<Operation<Id>['requestBody']>;
  Reply: { [Status in SuccessStatus<Id>]: JsonOf<Responses<Id>[Status]> };
}

/** What a handler may return: the 200 body (when the operation has one) or the reply it sent. */
type Answer<Id extends OperationId> =
  | (200 extends keyof RouteOf<Id>['Reply'] ? RouteOf<Id>['Reply'][200] : never)
  | FastifyReply<RouteOf<Id>>;

export type Handler<Id extends OperationId> = (
  request: FastifyRequest<RouteOf<Id>>,
  reply: FastifyReply<RouteOf<Id>>,
) => Promise<Answer<Id>>;

/** The handler table: one handler for every operation of the contract, and nothing else. */
export type Handlers = { [Id in OperationId]: Handler<Id> };

/**
 * What an area's routes.ts exports (`{ ... } satisfies AreaHandlers`): handlers of known
 * operations only, each typed by its operation.
 */
export type AreaHandlers = Partial<Handlers>;
