/**
 * The operator tool while the server runs on the embedded database (issue 24; decision 026). PGlite's folder can be
 * open in one process only, so the tool used to need the server stopped. Now the server listens on a Unix socket in
 * its data folder (`operator.sock`, mode 0600: only the user that owns the folder, who could open the database
 * anyway), and the tool, finding the folder taken, hands the command over: the server runs it with its own database
 * through the same `runCommand` (handed in by main.ts, so the tool loads none of the commands for this) and sends the
 * output back. On PostgreSQL the tool opens the database itself, as before.
 *
 * The protocol is one JSON line each way per line of output: the tool sends `{command, args, flags}`; the server
 * answers `{out}` lines and ends with `{exit, error?}`. One command at a time, in arrival order, as from a terminal.
 */
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { TenantAdminError } from '../tenants/index.js';
import type { runCommand } from './commands.js';

export const OPERATOR_SOCKET_NAME = 'operator.sock';
/** Longest Unix socket path Linux takes (sun_path is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

export interface OperatorRequest {
  command: string;
  args: string[];
  flags: Record<string, string | boolean>;
}

export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, OPERATOR_SOCKET_NAME);
}

function parseRequest(line: string): OperatorRequest | null {
  try {
    const value = JSON.parse(line) as Partial<OperatorRequest>;
    if (typeof value.command !== 'string' || !Array.isArray(value.args)) return null;
    if (!value.args.every((arg) => typeof arg === 'string')) return null;
    const flags = value.flags && typeof value.flags === 'object' ? value.flags : {};
    if (!Object.values(flags).every((flag) => typeof flag === 'string' || typeof flag === 'boolean')) return null;
    return { command: value.command, args: value.args, flags };
  } catch {
    return null;
  }
}

/**
 * Serves operator commands on the socket in `dataDir`; answers the server to close it with, or null when the path is
 * too long for a Unix socket (the tool then says to stop the server, as before).
 */
export function serveOperatorCommands(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  run: typeof runCommand,
): Promise<{ close(): Promise<void> } | null> {
  const path = operatorSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, 'data folder path too long for the operator socket; the operator tool needs the server stopped');
    return Promise.resolve(null);
  }
  // A socket file left by a server that was killed: the folder's lock says no other server has it now.
  if (existsSync(path)) rmSync(path, { force: true });
  let queue: Promise<void> = Promise.resolve();

  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > 1_000_000) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      const request = parseRequest(buffer.slice(0, end));
      const send = (message: object) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
      };
      if (!request) {
        send({ exit: 1, error: 'Not an operator command.' });
        socket.end();
        return;
      }
      queue = queue.then(async () => {
        log.info({ command: request.command }, 'operator command over the socket');
        try {
          await run(db, request.command, request.args, request.flags, (text) => send({ out: text }));
          send({ exit: 0 });
        } catch (error) {
          const expected = error instanceof TenantAdminError || error instanceof SyntaxError;
          if (!expected) log.error({ err: error, command: request.command }, 'operator command failed');
          const message = error instanceof Error ? error.message : String(error);
          send({ exit: 1, error: expected ? message : `Unexpected error: ${message}` });
        }
        socket.end();
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      chmodSync(path, 0o600);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            rmSync(path, { force: true });
          }),
      });
    });
  });
}

/**
 * Sends a command to the server listening in `dataDir`. Answers its exit code, or null when no server listens there
 * (no socket, or one left by a server that is gone), so the tool opens the database itself.
 */
export function sendOperatorCommand(
  dataDir: string,
  request: OperatorRequest,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number | null> {
  const path = operatorSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const socket = createConnection(path);
    let connected = false;
    let exit: number | null = null;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n');
      while (end >= 0) {
        const message = JSON.parse(buffer.slice(0, end)) as { out?: string; exit?: number; error?: string };
        buffer = buffer.slice(end + 1);
        if (typeof message.out === 'string') out(message.out);
        if (typeof message.error === 'string') err(`${message.error}\n`);
        if (typeof message.exit === 'number') exit = message.exit;
        end = buffer.indexOf('\n');
      }
    });
    socket.on('error', () => {
      if (!connected) resolve(null);
    });
    socket.on('close', () => {
      if (connected) resolve(exit ?? 1);
    });
  });
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
const FILE_LIKE = /\.(json|xml|csv|png|jpe?g|gif|webp|svg|txt|pem|key|crt|p12|pdf|docx?)$/i;

/**
 * The server runs the command in its own working folder, so a file named relative to the tool's (a catalogue to
 * import, a SEPA file to write) is made absolute first: a value that names an existing file or folder there, or looks
 * like a path (a slash, a file extension). E-mail addresses, settings (NAME=value), web addresses, codes, numbers and
 * dates are left as they are.
 */
export function absolutePathArgs(values: readonly string[], cwd: string, exists: (path: string) => boolean): string[] {
  return values.map((value) => {
    if (value === '' || isAbsolute(value) || URL_LIKE.test(value) || value.includes('@') || value.includes('=')) {
      return value;
    }
    return exists(resolve(cwd, value)) || value.includes('/') || FILE_LIKE.test(value) ? resolve(cwd, value) : value;
  });
}
