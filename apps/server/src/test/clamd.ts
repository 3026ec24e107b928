/**
 * A real ClamAV daemon for tests: started with a temporary configuration, a unix socket of its own
 * and a signature database the tests write (the EICAR test signature), since downloading ClamAV's
 * signatures needs the internet. When clamd is missing, scripts/ensure-clamav.sh installs it (as
 * root) or the test fails with how to install it: a scanning test never silently skips.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLAMD = '/usr/sbin/clamd';
const ENSURE = fileURLToPath(new URL('../../../../scripts/ensure-clamav.sh', import.meta.url));

/**
 * The EICAR anti-virus test file (a harmless string every scanner knows), assembled at run time so
 * the repository's own sources never carry it and trip a scanner on a developer's machine.
 */
export function eicar(): string {
  return ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('');
}

export const TEST_SIGNATURE = 'Parkeerloket.Test.EICAR';

export interface TestClamd {
  /** unix:/… for CLAMAV_ADDRESS. */
  address: string;
  stop(): Promise<void>;
}

function ping(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path: socketPath });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString('latin1').startsWith('PONG'));
    });
  });
}

export async function startTestClamd(timeoutMs = 60_000): Promise<TestClamd> {
  if (!existsSync(CLAMD)) {
    const ensured = spawnSync('bash', [ENSURE], { stdio: 'inherit' });
    if (ensured.status !== 0 || !existsSync(CLAMD)) {
      throw new Error('clamd is not installed: run scripts/ensure-clamav.sh (sudo apt-get install -y clamav-daemon)');
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'pl-clamd-'));
  const socketPath = join(dir, 'clamd.sock');
  const hex = Buffer.from(eicar(), 'latin1').toString('hex');
  writeFileSync(join(dir, 'test.ndb'), `${TEST_SIGNATURE}:0:*:${hex}\n`);
  const lines = [
    'Foreground yes',
    `DatabaseDirectory ${dir}`,
    `LocalSocket ${socketPath}`,
    `LogFile ${join(dir, 'clamd.log')}`,
    'StreamMaxLength 100M',
    // clamd drops to the 'clamav' user by default when started as root; the temp folder is root's.
    ...(process.getuid?.() === 0 ? ['User root'] : []),
  ];
  writeFileSync(join(dir, 'clamd.conf'), `${lines.join('\n')}\n`);
  const child: ChildProcess = spawn(CLAMD, ['-c', join(dir, 'clamd.conf')], { stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await ping(socketPath))) {
    if (exited || Date.now() > deadline) {
      const log = existsSync(join(dir, 'clamd.log')) ? readFileSync(join(dir, 'clamd.log'), 'utf8').slice(-2000) : '';
      child.kill('SIGKILL');
      throw new Error(`clamd did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    address: `unix:${socketPath}`,
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
