import type { FastifyInstance } from 'fastify';
import { type Database, pingDatabase } from '../db/database.js';

/** GET /health: 200 when the server and its database answer, 503 otherwise. For load balancers and start scripts. */
export async function healthPlugin(app: FastifyInstance, options: { db: Database; version: string }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const database = await pingDatabase(options.db);
    reply.header('cache-control', 'no-store');
    return reply
      .code(database ? 200 : 503)
      .send({ status: database ? 'ok' : 'unavailable', database: database ? 'ok' : 'down', version: options.version });
  });
}
