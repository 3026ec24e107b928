/**
 * The operator tool for the tests, run by the global setup (the process that owns the server).
 *
 * A test plays the municipality's employee with the real command-line tool (`node
 * apps/server/dist/operator/cli.js review voorbeeld 12 accept`), on the same database as the server
 * under test. The embedded database (PGlite) can be opened by one process at a time, and the tool
 * refuses while the server holds it (docs/documents.md). So the global setup stops the server, runs
 * the tool with the server's own environment (DATA_DIR, never DATABASE_URL), and starts the server
 * again on the same port and data folder. Sessions live in the database: the browser stays logged
 * in. Commands run one at a time.
 *
 * Tests reach this through a small HTTP endpoint on 127.0.0.1 whose path holds a random token
 * (support/operator.ts); the test files run in other processes than the global setup.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './paths.js';
import { slow } from './time-scale.js';

const cliEntry = join(repoRoot, 'apps/server/dist/operator/cli.js');
const toolDeadlineMs = slow(60_000);

export interface OperatorOutcome {
  /** The tool's exit code (null when it was killed). */
  status: number | null;
  stdout: string;
  stderr: string;
  /** How long the server was down for it. */
  serverDownMs: number;
}

/** Runs the operator tool once with this environment and collects what it printed. */
export function runOperatorTool(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Omit<OperatorOutcome, 'serverDownMs'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), toolDeadlineMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export interface OperatorControl {
  /** Where the tests post `{"args": [...]}`. */
  url: string;
  close(): Promise<void>;
}

/** Serves `run` to the test processes, one command at a time. */
export async function startOperatorControl(
  run: (args: string[]) => Promise<OperatorOutcome>,
): Promise<OperatorControl> {
  const token = randomBytes(16).toString('hex');
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== `/${token}`) {
      answer(404, { error: 'not found' });
      return;
    }
    void readBody(request).then(async (body) => {
      let args: string[];
      try {
        const parsed = JSON.parse(body) as { args?: unknown };
        if (!Array.isArray(parsed.args) || !parsed.args.every((arg) => typeof arg === 'string')) throw new Error();
        args = parsed.args as string[];
      } catch {
        answer(400, { error: 'expected {"args": ["command", ...]}' });
        return;
      }
      const turn = queue.then(() => run(args));
      queue = turn.catch(() => undefined);
      try {
        answer(200, await turn);
      } catch (error) {
        answer(500, { error: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${token}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
