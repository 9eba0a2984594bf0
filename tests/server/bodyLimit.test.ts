/**
 * The body limit is read from the contract: an operation whose JSON body has an ImageInput field
 * anywhere (pictures travel as data URLs) accepts IMAGE_BODY_LIMIT_BYTES, every other one
 * BODY_LIMIT_BYTES; above it, 413 with the error body.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BODY_LIMIT_BYTES, IMAGE_BODY_LIMIT_BYTES } from '../../server/app.ts';
import { loadContract } from '../../server/contract.ts';
import { createAccount } from './helpers/accounts.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

it('finds the operations that carry pictures, through any depth of $refs', () => {
  const carrying = loadContract()
    .operations.filter((operation) => operation.carriesImages)
    .map((operation) => operation.operationId);
  expect(carrying).toEqual(expect.arrayContaining(['createProperty', 'updateUserProperty', 'createProduct', 'updateProduct', 'updateVendor']));
  expect(carrying).not.toContain('register');
  expect(carrying).not.toContain('createViewingRequest');
});

it('follows a reference to a schema that refers to ImageInput', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-contract-'));
  const file = path.join(folder, 'openapi.yaml');
  const body = (schema: string) => `{ required: true, content: { application/json: { schema: { $ref: '#/components/schemas/${schema}' } } } }`;
  await writeFile(
    file,
    `openapi: 3.1.0
info: { title: t, version: '1' }
servers: [{ url: /api }]
paths:
  /album:
    post: { operationId: saveAlbum, requestBody: ${body('Album')}, responses: { '204': { description: ok } } }
  /note:
    post: { operationId: saveNote, requestBody: ${body('Note')}, responses: { '204': { description: ok } } }
components:
  schemas:
    ImageInput: { type: string }
    Cover: { type: object, properties: { picture: { anyOf: [{ $ref: '#/components/schemas/ImageInput' }, { type: 'null' }] } } }
    Album: { type: object, properties: { covers: { type: array, items: { $ref: '#/components/schemas/Cover' } } } }
    Note: { type: object, properties: { text: { type: string } } }
`,
  );
  try {
    const operations = loadContract(file).operations;
    expect(operations.map((operation) => [operation.operationId, operation.carriesImages])).toEqual([
      ['saveAlbum', true],
      ['saveNote', false],
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

describe('through the real server', () => {
  let server: TestApp;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestApp();
    ({ cookie } = await createAccount(server, 'user'));
  });
  afterAll(async () => {
    await server.close();
  });

  /** A JSON body of `size` bytes with a field no operation has. */
  const bodyOf = (size: number) => JSON.stringify({ filler: 'x'.repeat(size - 14) });
  const post = (url: string, size: number) =>
    server.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: bodyOf(size) });

  it('reads a picture-carrying body above the usual limit, and refuses it above its own', async () => {
    const between = await post('/api/property', BODY_LIMIT_BYTES + 1024);
    // Read and judged by the schema: refused for its content, not for its size.
    expect(between.statusCode).toBe(422);
    const above = await post('/api/property', IMAGE_BODY_LIMIT_BYTES + 1024);
    expect(above.statusCode).toBe(413);
    expect(above.json()).toEqual({ message: expect.any(String) });
  });

  it('keeps the usual limit for a body without pictures', async () => {
    const response = await post('/api/property-view', BODY_LIMIT_BYTES + 1024);
    expect(response.statusCode).toBe(413);
    expect((await post('/api/property-view', BODY_LIMIT_BYTES - 1024)).statusCode).toBe(422);
  });
});
