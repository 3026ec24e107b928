/**
 * The server's side of the embedded database's worker thread (pglite-worker.ts, decision 037): starts
 * it, sends each statement as a message and settles the caller's promise with the answer. An error
 * comes back as its fields and is thrown as an Error carrying them (`code`, `constraint`, `detail`,
 * `query`, ...), as PGlite throws it in-process. The worker keeps the process alive only while a
 * statement is under way, as an in-process database did.
 */
import { Worker } from 'node:worker_threads';
import type { QueryResultLike } from './pglite-statements.js';
import type { WorkerReply, WorkerRequest } from './pglite-worker-protocol.js';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function rebuildError(error: NonNullable<WorkerReply['error']>): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  if (error.name) rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * Where the worker's module is: next to this one in the build (`.js`). Running from the TypeScript
 * sources (the tests), the worker is started through a small bootstrap that lets Node load `.ts`
 * (test/ts-worker-hooks.mjs), since a worker thread does not get the test runner's transform.
 */
function workerEntry(): { url: URL; eval: boolean; source?: string } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./pglite-worker.js', here), eval: false };
  const hooks = new URL('../test/ts-worker-hooks.mjs', here).href;
  const entry = new URL('./pglite-worker.ts', here).href;
  return {
    url: new URL(entry),
    eval: true,
    source: `import('node:module').then((m) => m.register(${JSON.stringify(hooks)})).then(() => import(${JSON.stringify(entry)}));`,
  };
}

export class PgliteWorker {
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerReply) => this.settle(message));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the embedded database's thread stopped (exit ${code})`)));
  }

  /**
   * Starts the worker and waits until PGlite has opened `dataDir` (or failed to: that error is thrown),
   * from the dump `loadFrom` when one is given (pglite-statements.ts openPglite).
   */
  static start(dataDir: string, loadFrom?: string): Promise<PgliteWorker> {
    const entry = workerEntry();
    const workerData = loadFrom ? { dataDir, loadFrom } : { dataDir };
    const worker = entry.eval
      ? new Worker(entry.source as string, { eval: true, workerData })
      : new Worker(entry.url, { workerData });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      const exited = (code: number) => reject(new Error(`the embedded database's thread stopped (exit ${code})`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', (message: WorkerReply) => {
        worker.off('error', failed);
        worker.off('exit', exited);
        if (message.error) {
          void worker.terminate();
          reject(rebuildError(message.error));
          return;
        }
        const client = new PgliteWorker(worker);
        worker.unref();
        resolve(client);
      });
    });
  }

  query(text: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    return this.send({ id: this.next++, kind: 'query', text, parameters }) as Promise<QueryResultLike>;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.send({ id: this.next++, kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private send(request: WorkerRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      // While a statement is under way the thread keeps the process alive, as a pending query did in-process.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private settle(message: WorkerReply): void {
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.error) waiting.reject(rebuildError(message.error));
    else waiting.resolve(message.result);
  }

  private stop(error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
