// An open-loop load at a steady rate: requests are sent at the moments a Poisson process of that rate picks
// (independent users), whether or not earlier answers have come, and each latency is counted from the moment its
// request was due, so a server (or this generator) that falls behind is charged for the wait (no coordinated
// omission). This is what "p99 at 500 requests a second" means in issue 29's budget.
//
// Why not autocannon's `overallRate` (which the bench used until 27 November 2026, decision 053): it gives each
// connection a quota per second, which the connection sends back to back from the start of every second, so the load
// is a burst of `connections` concurrent requests each second followed by silence; and its coordinated-omission
// correction records each answer with an expected interval of `Math.ceil(1 / rate)` ms (the per-connection rate in
// requests a second taken as a time), that is 1 ms, so an answer of 40 ms is recorded as forty answers of 40, 39, …,
// 1 ms. Both make the p99 a figure of something other than the rate it names. `node bench/paced.mjs --self-test`
// checks this generator against a server that answers after a known delay.
import http from 'node:http';

/** A small deterministic generator (mulberry32), so two runs send at the same moments. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Sends `rate` requests a second on average for `seconds`, over at most `connections` kept-alive sockets (a request
 * due while all are busy waits for one, and that wait counts in its latency). Resolves to the achieved rate, p50, p99
 * and maximum latency in ms (with two decimals), and the number of answers that were not 2xx or failed.
 */
export async function paced(request, { rate, seconds, connections = 64, seed = 29 } = {}) {
  const url = new URL(request.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const next = random(seed);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const latencies = [];
  let bad = 0;
  let inFlight = 0;
  const send = (due) =>
    new Promise((resolve) => {
      inFlight++;
      const done = (ok) => {
        inFlight--;
        latencies.push(performance.now() - due);
        if (!ok) bad++;
        resolve();
      };
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: request.method ?? 'GET',
          headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => done(res.statusCode >= 200 && res.statusCode < 300));
          res.on('error', () => done(false));
        },
      );
      req.on('error', () => done(false));
      req.end(body);
    });

  const started = performance.now();
  const until = started + seconds * 1000;
  const pending = [];
  let due = started;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose moment has come is sent now (a timer is late by up to a millisecond or two; each
      // request's latency still counts from its own moment).
      while (due <= now && due < until) {
        pending.push(send(due));
        due += (-Math.log(1 - next()) / rate) * 1000;
      }
      if (due >= until) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, due - performance.now())));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    rps: sorted.length / elapsed,
    total: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    bad,
    inFlightAtEnd: inFlight,
  };
}

// `node bench/paced.mjs --self-test`: against a server that answers after a known delay, the p50 and p99 must be that
// delay (plus loopback), and the rate the one asked for; against a server that stalls once for 300 ms, the requests
// due during the stall must count it (p99 well above the delay).
if (
  process.argv[1] &&
  import.meta.url.endsWith(process.argv[1].split('/').pop()) &&
  process.argv.includes('--self-test')
) {
  let stallUntil = 0;
  const server = http.createServer((_req, res) => {
    const wait = Math.max(5, stallUntil - performance.now());
    setTimeout(() => res.end('{}'), wait);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const steady = await paced({ url }, { rate: 300, seconds: 3 });
  console.log('answers after 5 ms, 300/s for 3 s:', steady);
  setTimeout(() => {
    stallUntil = performance.now() + 300;
  }, 1000);
  const stalled = await paced({ url }, { rate: 300, seconds: 3 });
  console.log('the same with one stall of 300 ms after 1 s:', stalled);
  server.close();
  const ok =
    Math.abs(steady.rps - 300) < 30 && steady.p50 >= 5 && steady.p99 < 15 && stalled.p99 > 100 && stalled.max >= 290;
  console.log(ok ? 'self-test passed' : 'self-test FAILED');
  process.exit(ok ? 0 : 1);
}
