/**
 * An S3-speaking server for the tests (s3rver, from npm: nothing but Node), on a free port of
 * this machine with one empty bucket in a new temporary folder; `stop()` closes it and removes
 * the folder. It accepts anything signed with its fixed credentials.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../server/services/storage.ts';

export interface TestS3 {
  settings: S3Settings & { endpoint: string; accessKeyId: string; secretAccessKey: string };
  /** The same settings as the server's environment variables. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'domovik'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'domovik-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const settings = { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${address.port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async stop() {
      try {
        await server.close();
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
