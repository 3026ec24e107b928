/** The messages between the server's thread and the embedded database's worker (pglite-worker.ts). */
import type { QueryResultLike } from './pglite-statements.js';

export type WorkerRequest =
  | { id: number; kind: 'query'; text: string; parameters: readonly unknown[] }
  | { id: number; kind: 'close' };

export interface WorkerReply {
  /** The request's id; 0 is the worker's first message: opened (`result: 'ready'`) or not (`error`). */
  id: number;
  result?: QueryResultLike | 'ready' | null;
  error?: { message: string; name?: string; stack?: string | undefined; fields: Record<string, unknown> };
}
