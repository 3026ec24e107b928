/**
 * Crash safety (issue 18): a few rounds of scripts/crash-safety.mjs against the built server. Each
 * round sends permit requests, uploads and profile changes, kills the server with SIGKILL at a random moment,
 * restarts it and checks that every write answered OK is still there. On the embedded database
 * always; on PostgreSQL too when one is configured, like the server tests: CRASH_DATABASE_URL, or
 * else a database of its own beside DATABASE_URL's (`<name>_crash`, created here), since the
 * script empties the database it is given.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slow } from '../support/time-scale.js';

const script = fileURLToPath(new URL('../../scripts/crash-safety.mjs', import.meta.url));

function runRounds(
  rounds: number,
  env: Record<string, string> = {},
  flags: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [script, '--rounds', String(rounds), ...flags], {
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('crash safety', () => {
  it(
    'loses no acknowledged write when the server is killed, on the embedded database',
    async () => {
      const { code, output } = await runRounds(3);
      console.log(output);
      expect(output).toMatch(/3 rounds, 0 lost/);
      expect(code).toBe(0);
    },
    slow(600_000),
  );

  it.runIf(process.env.CRASH_DATABASE_URL || process.env.DATABASE_URL)(
    'loses no acknowledged write when the server is killed, on PostgreSQL',
    async () => {
      const own = process.env.CRASH_DATABASE_URL;
      const { code, output } = own
        ? await runRounds(3, { DATABASE_URL: own })
        : await runRounds(3, { DATABASE_URL: process.env.DATABASE_URL ?? '' }, ['--own-database']);
      console.log(output);
      expect(output).toMatch(/3 rounds, 0 lost/);
      expect(code).toBe(0);
    },
    slow(600_000),
  );
});
