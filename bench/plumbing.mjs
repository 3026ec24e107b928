/**
 * What the plumbing every service call pays costs, layer by layer: a Fastify JSON route with the
 * plugins the portal registers added one at a time, each in a process of its own, measured like
 * bench/cost.mjs (CPU time of the serving process per request, 8 connections, after a warm-up).
 * It answers "how much of a public call's cost is Fastify and the plugins any portal needs, and how
 * much is ours" without the portal's code in the way.
 *
 *   node bench/plumbing.mjs [--requests=20000] [--only=name,name]
 *
 * Every layer answers a POST with an empty form body (as the portal's calls are made) with the same
 * 1.1 KB JSON object (the size of a settings answer), except the first, which is the yardstick's
 * bare GET route. Each is warmed up with as many requests as it is measured with: the JIT of a young
 * process otherwise adds its compiling to the first requests measured.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const argv = process.argv.slice(2);
const arg = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(arg('requests', '20000'));
const ONLY = arg('only', '')
  .split(',')
  .filter((x) => x);

/** Each layer adds to the one before. */
const LAYERS = [
  'bare GET',
  'POST, form body',
  '+ logger at warn',
  '+ helmet headers',
  '+ cookie',
  '+ compress',
  '+ rate-limit',
  '+ multipart',
  '+ CSP onSend hook',
  '+ access log (1 line)',
];

const ANSWER = {
  statuscode: 'OK',
  statusmessage: '',
  messagetype: '',
  result: [Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`SETTING_NUMBER_${i}`, `value of setting ${i}`]))],
};

async function serve(layer, port) {
  const { default: Fastify, LogController } = await import('fastify');
  const upto = LAYERS.indexOf(layer);
  const has = (name) => LAYERS.indexOf(name) <= upto;
  // As the portal (app.ts): one line per request when the answer is complete.
  class AccessLog extends LogController {
    incomingRequest() {}
    requestCompleted(error, request, reply) {
      if (error) super.requestCompleted(error, request, reply);
      else reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
  const logger = has('+ access log (1 line)') ? { level: 'info' } : has('+ logger at warn') ? { level: 'warn' } : false;
  const app = Fastify({ logger, logController: new AccessLog() });
  if (has('+ helmet headers')) {
    // As the portal (app.ts): helmet's headers computed once, set by one hook.
    const { default: helmet } = await import('helmet');
    const headers = {};
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })(
      {},
      { setHeader: (k, v) => (headers[k.toLowerCase()] = String(v)), removeHeader: () => {} },
      () => {},
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  }
  if (has('+ cookie')) await app.register((await import('@fastify/cookie')).default);
  if (has('+ compress')) {
    await app.register((await import('@fastify/compress')).default, { encodings: ['br', 'gzip'], threshold: 4096 });
  }
  if (has('+ CSP onSend hook')) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('permissions-policy', 'camera=(self), accelerometer=(), autoplay=()');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', "default-src 'self'; frame-ancestors 'none'");
      }
      done(null, payload);
    });
  }
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body))),
    );
    if (has('+ rate-limit')) {
      await scope.register((await import('@fastify/rate-limit')).default, {
        max: 1_000_000_000,
        timeWindow: 60_000,
        cache: 10_000,
        keyGenerator: (request) => `${request.ip}|${request.params.tenant ?? ''}`,
      });
    }
    if (has('+ multipart'))
      await scope.register((await import('@fastify/multipart')).default, { throwFileSizeLimit: false });
    scope.get('/bare', async () => ({ hello: 'world' }));
    scope.post('/:tenant/services/*', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(ANSWER);
    });
  });
  await app.listen({ host: '127.0.0.1', port });
  process.stdout.write('ready\n');
}

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function measure(layer, port) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, `--serve=${layer}`, `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  // The log lines go on to be read, as a log collector reads them.
  child.stdout.resume();
  const request =
    layer === 'bare GET'
      ? { url: `http://127.0.0.1:${port}/bare` }
      : {
          url: `http://127.0.0.1:${port}/voorbeeld/services/eloket/get_eloket_settings`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip, br' },
          body: '',
        };
  try {
    await autocannon({ ...request, connections: 8, amount: REQUESTS });
    const before = cpuMs(child.pid);
    const result = await autocannon({ ...request, connections: 8, amount: REQUESTS });
    return { usPerRequest: ((cpuMs(child.pid) - before) * 1000) / REQUESTS, bad: result.non2xx + result.errors };
  } finally {
    child.kill('SIGTERM');
  }
}

const serveArg = arg('serve', '');
if (serveArg) {
  await serve(serveArg, Number(arg('port', '0')));
} else {
  const rows = [];
  let port = 19_600 + Math.floor(Math.random() * 300);
  for (const layer of LAYERS) {
    if (ONLY.length && !ONLY.some((o) => layer.includes(o))) continue;
    rows.push({ layer, ...(await measure(layer, port++)) });
  }
  const bare = rows.find((r) => r.layer === 'bare GET')?.usPerRequest;
  process.stdout.write(
    `\nCPU per request, layer by layer (${REQUESTS} requests, 8 connections; load average ${os.loadavg()[0].toFixed(2)})\n`,
  );
  for (const r of rows) {
    process.stdout.write(
      `${r.layer.padEnd(30)} ${r.usPerRequest.toFixed(0).padStart(5)} µs${bare ? `  (${(bare / r.usPerRequest).toFixed(2)} of bare)` : ''}${r.bad ? `  ${r.bad} failed` : ''}\n`,
    );
  }
}
