/**
 * The app with its log kept in memory at level error and up, for the tests that say a kind of input
 * is never an unexpected error: no answer 500 and nothing logged as an error (the fuzz tests).
 */
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import { testConfig, testDatabase } from './support.js';

export interface LoggedError {
  level: number;
  msg: string;
  err?: { message?: string };
}

export async function appWithErrorLog(config: Record<string, string> = {}) {
  const logged: LoggedError[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logged.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const { db } = await testDatabase();
  const app = await buildApp({
    config: testConfig(config),
    db,
    logger: { ...(loggerOptions('error') as object), stream },
  });
  afterAll(() => app.close());
  return { app, db, logged };
}
