/**
 * Reads the one contract (openapi/openapi.yaml) and turns each operation into what Fastify
 * needs: method, URL, JSON schemas for params/query/body/responses, who may call it, and its
 * rate-limit policy. Routes are registered from this list, so validation and serialization
 * come from the contract, never from hand-copied schemas.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { UserType } from '../domain/index.ts';

export type JsonSchema = Record<string, unknown>;

/** public: no sign-in; optional: anonymous allowed, a signed-in caller is recognised. */
type Access = 'public' | 'optional' | 'required';

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract path without the /api prefix, e.g. /property/{id}. */
  path: string;
  /** The Fastify URL, e.g. /api/property/:id. */
  url: string;
  tags: string[];
  access: Access;
  /** User types allowed (x-roles); undefined means every signed-in type. */
  roles: UserType[] | undefined;
  /**
   * Named rate-limit policy: x-rate-limit, else `normal` for an operation that changes something
   * (any method but GET); `x-rate-limit: none` (a read sent as POST, a signed provider callback) has none.
   */
  rateLimit: string | undefined;
  /** True when the body is multipart/form-data (validated by its handler, not by JSON schema). */
  multipart: boolean;
  /** True when the body is form-encoded (application/x-www-form-urlencoded: RFC 8058's one-click unsubscribe), validated by its schema. */
  form: boolean;
  /** True when the JSON body has an `ImageInput` field anywhere (pictures travel as data URLs). */
  carriesImages: boolean;
  /** x-precompressed: the handler sends a body compressed ahead (server/fixedAnswer.ts), not compressed again. */
  precompressed: boolean;
  /** x-stream: the answer is a Server-Sent Events stream that stays open (text/event-stream), not one body. */
  stream: boolean;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    response: Record<string, JsonSchema | undefined>;
  };
}

export interface Contract {
  prefix: string;
  operations: Operation[];
  /** The named schemas (components.schemas), dereferenced, e.g. `Error`. */
  schemas: Record<string, JsonSchema>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The form encoding of a body: parsed only for an operation whose contract names it (server/app.ts). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function rateLimitOf(method: (typeof METHODS)[number], policy: string | undefined): string | undefined {
  if (policy === 'none') return undefined;
  return policy ?? (method === 'get' ? undefined : 'normal');
}

const CONTRACT_PATH = path.resolve('openapi/openapi.yaml');

type Doc = Record<string, unknown>;

/** The target of a local $ref (`#/components/schemas/X`), or undefined. */
function resolveRef(ref: string, root: Doc): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Doc | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
}

/** Replaces every local $ref with (a copy of) its target. The contract has no cycles. */
function dereference(node: unknown, root: Doc, trail: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, trail));
  if (node === null || typeof node !== 'object') return node;
  const object = node as Doc;
  const ref = object.$ref;
  if (typeof ref === 'string') {
    if (trail.includes(ref)) throw new Error(`Circular $ref in the contract: ${[...trail, ref].join(' -> ')}`);
    const target = resolveRef(ref, root);
    if (target === undefined) throw new Error(`Unresolved $ref in the contract: ${ref}`);
    const { $ref: _ref, ...siblings } = object;
    const resolved = dereference(target, root, [...trail, ref]) as Doc;
    return Object.keys(siblings).length ? { ...resolved, ...(dereference(siblings, root, trail) as Doc) } : resolved;
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, dereference(value, root, trail)]));
}

/** The contract's schema of a picture in a request body (docs/decisions/0009-images.md). */
const IMAGE_INPUT_REF = '#/components/schemas/ImageInput';

/** Whether `node` (not yet dereferenced) refers to `target`, directly or through other $refs. */
function refersTo(node: unknown, root: Doc, target: string, seen = new Set<string>()): boolean {
  if (Array.isArray(node)) return node.some((item) => refersTo(item, root, target, seen));
  if (node === null || typeof node !== 'object') return false;
  const ref = (node as Doc).$ref;
  if (typeof ref === 'string') {
    if (ref === target) return true;
    if (!seen.has(ref)) {
      seen.add(ref);
      if (refersTo(resolveRef(ref, root), root, target, seen)) return true;
    }
  }
  return Object.values(node as Doc).some((value) => refersTo(value, root, target, seen));
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
  description?: string;
}

function parameterSchema(parameters: Parameter[], where: 'path' | 'query'): JsonSchema | undefined {
  const selected = parameters.filter((parameter) => parameter.in === where);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((parameter) => [parameter.name, parameter.schema])),
    required: selected.filter((parameter) => parameter.required || where === 'path').map((parameter) => parameter.name),
  };
}

function accessOf(security: unknown): Access {
  if (!Array.isArray(security) || security.length === 0) return 'public';
  return security.some((requirement) => Object.keys(requirement as Doc).length === 0) ? 'optional' : 'required';
}

/** The URL prefix of a `servers` list (its first server's URL without the final slash), if any. */
function serverPrefix(servers: unknown): string | undefined {
  return (servers as { url: string }[] | undefined)?.[0]?.url.replace(/\/$/, '');
}

export function loadContract(file: string = CONTRACT_PATH): Contract {
  const root = parse(readFileSync(file, 'utf8')) as Doc;
  const document = dereference(root, root) as Doc;
  const prefix = serverPrefix(document.servers) ?? '';
  const defaultSecurity = document.security;
  const operations: Operation[] = [];

  const rawPaths = root.paths as Record<string, Doc>;
  for (const [contractPath, item] of Object.entries(document.paths as Record<string, Doc>)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    // A path may name its own server (the health checks answer at /health/..., outside /api).
    const pathPrefix = serverPrefix(item.servers) ?? prefix;
    for (const method of METHODS) {
      const operation = item[method] as Doc | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...((operation.parameters as Parameter[] | undefined) ?? [])];
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      const response: Record<string, JsonSchema | undefined> = {};
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Doc>)) {
        const json = (answer.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json'];
        response[status] = json?.schema;
      }
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase() as Operation['method'],
        path: contractPath,
        url: pathPrefix + contractPath.replace(/\{([^}]+)\}/g, ':$1'),
        tags: (operation.tags as string[] | undefined) ?? [],
        access: accessOf(operation.security ?? defaultSecurity),
        roles: operation['x-roles'] as UserType[] | undefined,
        rateLimit: rateLimitOf(method, operation['x-rate-limit'] as string | undefined),
        multipart: Boolean(content?.['multipart/form-data']),
        form: Boolean(content?.[FORM_CONTENT_TYPE]),
        carriesImages: refersTo((rawPaths[contractPath]?.[method] as Doc | undefined)?.requestBody, root, IMAGE_INPUT_REF),
        precompressed: operation['x-precompressed'] === true,
        stream: operation['x-stream'] === true,
        schema: {
          params: parameterSchema(parameters, 'path'),
          querystring: parameterSchema(parameters, 'query'),
          body: content?.['application/json']?.schema ?? content?.[FORM_CONTENT_TYPE]?.schema,
          response,
        },
      });
    }
  }
  const schemas = ((document.components as Doc | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  return { prefix, operations, schemas };
}
