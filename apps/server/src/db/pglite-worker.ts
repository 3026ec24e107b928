/**
 * The embedded database's own thread (decision 037): PGlite, PostgreSQL compiled to WebAssembly, runs
 * here and not on the server's event loop, so a statement's parsing, planning and execution no longer
 * holds up every other request. The server's thread sends `{id, text, parameters}` and gets back the
 * result (rows built here, with the prepared-statement path of decision 020) or the error's fields.
 * One statement at a time, in the order they arrive: the server's pool (pglite-dialect.ts) hands the
 * one connection to one transaction at a time, as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite, PgliteStatements } from './pglite-statements.js';
import type { WorkerReply, WorkerRequest } from './pglite-worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

/** An error's own fields (code, detail, constraint, query, ...): a structured clone keeps only the message. */
function errorFields(error: unknown): WorkerReply['error'] {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function') fields[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

function reply(message: WorkerReply): void {
  try {
    port?.postMessage(message);
  } catch (error) {
    // A value that cannot be cloned: answered as an error rather than never.
    port?.postMessage({ id: message.id, error: errorFields(error) });
  }
}

const { dataDir, loadFrom } = workerData as { dataDir: string; loadFrom?: string };
try {
  const pg = await openPglite(dataDir, loadFrom);
  const statements = new PgliteStatements(pg);
  // Statements run one after the other, as they arrive; each answer carries the request's id.
  let queue: Promise<unknown> = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      if (request.kind === 'close') {
        try {
          await pg.close();
          reply({ id: request.id, result: null });
        } catch (error) {
          reply({ id: request.id, error: errorFields(error) });
        }
        port.close();
        return;
      }
      try {
        reply({ id: request.id, result: await statements.query(request.text, request.parameters) });
      } catch (error) {
        reply({ id: request.id, error: errorFields(error) });
      }
    });
  });
  port.postMessage({ id: 0, result: 'ready' } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ id: 0, error: errorFields(error) } satisfies WorkerReply);
}
