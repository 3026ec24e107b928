import { existsSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase, uniqueCode } from '../test/support.js';
import { runCommand } from './commands.js';
import { absolutePathArgs, operatorSocketPath, sendOperatorCommand, serveOperatorCommands } from './operator-socket.js';

const { db } = await testDatabase();
const log = pino({ level: 'silent' });

async function send(dataDir: string, command: string, args: string[] = [], flags = {}) {
  let out = '';
  let err = '';
  const exit = await sendOperatorCommand(
    dataDir,
    { command, args, flags },
    (text) => {
      out += text;
    },
    (text) => {
      err += text;
    },
  );
  return { exit, out, err };
}

describe('the operator tool while the server runs on the embedded database (issue 24)', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pl-sock-'));
  const served = await serveOperatorCommands(db, dataDir, log, runCommand);
  afterAll(async () => served?.close());

  it('runs a command in the server and sends its output and exit code back', async () => {
    expect(served).not.toBeNull();
    const code = uniqueCode('sock');
    const created = await send(dataDir, 'create-tenant', [code], { name: 'Gemeente Socket' });
    expect(created).toMatchObject({ exit: 0, err: '' });
    expect(created.out).toContain(`Tenant ${code} ready.`);
    const listed = await send(dataDir, 'list-tenants');
    expect(listed.exit).toBe(0);
    expect(listed.out).toContain(code);
  });

  it("answers a command's refusal with exit code 1 and its message, as the tool does", async () => {
    const refused = await send(dataDir, 'show-tenant', ['no-such-town']);
    expect(refused.exit).toBe(1);
    expect(refused.err).toMatch(/no-such-town/);
    expect(refused.err).not.toMatch(/^Unexpected error/);
  });

  it('writes the file a command names where the tool was asked, not in the server folder', async () => {
    const code = uniqueCode('sockx');
    await send(dataDir, 'create-tenant', [code], { name: 'Gemeente Export' });
    const [target = ''] = absolutePathArgs(['export.json'], dataDir, existsSync);
    expect(target).toBe(join(dataDir, 'export.json'));
    expect((await send(dataDir, 'export-translations', [code, 'nl_NL', target])).exit).toBe(0);
    expect(JSON.parse(await readFile(target, 'utf8'))).toMatchObject({ 'municipality.name': 'Gemeente Export' });
  });

  it('keeps the socket to the folder owner (mode 0600)', () => {
    expect(statSync(operatorSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses what is not a command', async () => {
    const bad = await send(dataDir, 'x', ['ok']);
    expect(bad.exit).toBe(1);
  });
});

describe('the tool finding no server', () => {
  it('opens the database itself when there is no socket, or only one a killed server left', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pl-nosock-'));
    expect((await send(dataDir, 'list-tenants')).exit).toBeNull();
    writeFileSync(operatorSocketPath(dataDir), '');
    expect((await send(dataDir, 'list-tenants')).exit).toBeNull();
  });
});

describe('file names made absolute for the server', () => {
  const exists = (path: string) => path === '/work/dir/catalogue';
  it('resolves paths and file names against the tool folder, and leaves everything else alone', () => {
    expect(
      absolutePathArgs(
        [
          'voorbeeld',
          'catalogue.json',
          'out/sepa.xml',
          'catalogue',
          '/abs/file.json',
          'ALTER_LICENSEPLATE_COST=2,50',
          'a@b.nl',
          'https://example.nl/x.pdf',
          '12',
          '2026-11-27',
          'accept',
        ],
        '/work/dir',
        exists,
      ),
    ).toEqual([
      'voorbeeld',
      '/work/dir/catalogue.json',
      '/work/dir/out/sepa.xml',
      '/work/dir/catalogue',
      '/abs/file.json',
      'ALTER_LICENSEPLATE_COST=2,50',
      'a@b.nl',
      'https://example.nl/x.pdf',
      '12',
      '2026-11-27',
      'accept',
    ]);
  });
});
