import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTenant, testApp } from '../../test/support.js';

const webDist = await mkdtemp(join(tmpdir(), 'pl-web-'));
await writeFile(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><!-- tenant-head --></head><body>resident</body></html>',
);
const staffDist = await mkdtemp(join(tmpdir(), 'pl-staff-'));
await mkdir(join(staffDist, 'beheer-assets'));
await writeFile(
  join(staffDist, 'index.html'),
  '<!doctype html><html><head><!-- staff-boot --><script type="module" src="/beheer-assets/index-abc.js"></script></head><body>staff</body></html>',
);
await writeFile(join(staffDist, 'beheer-assets', 'index-abc.js'), 'console.log("staff")');

const { app, db } = await testApp({ config: { WEB_DIST_DIR: webDist, STAFF_DIST_DIR: staffDist } });

describe('the staff app, served under /{tenant}/beheer/', () => {
  it('serves its page for every path below /{tenant}/beheer with the municipality and the demo staff, under the CSP', async () => {
    const tenant = await createTenant(db, { name: 'Gemeente <Test>' });
    for (const path of ['beheer', 'beheer/', 'beheer/documentbeoordelingen/12', 'beheer/aanmelden']) {
      const page = await app.inject({ url: `/${tenant.code}/${path}` });
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('staff');
      expect(page.body).not.toContain('resident');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const page = await app.inject({ url: `/${tenant.code}/beheer/` });
    const boot = JSON.parse(
      /<script type="application\/json" id="pl-staff-boot">(.*?)<\/script>/.exec(page.body)?.[1] ?? '',
    );
    expect(boot.municipality).toEqual({ code: tenant.code, name: 'Gemeente <Test>' });
    expect(boot.demoStaff.map((m: { key: string }) => m.key)).toEqual([
      'beheerder',
      'klantcontact',
      'beoordelaar',
      'financien',
      'auditor',
    ]);
    expect(page.body).not.toContain('<Test>');
    expect(page.body).toContain(`href="/${tenant.code}/theme.css"`);
  });

  it("serves its assets under /beheer-assets/, and the residents' pages stay the residents'", async () => {
    const tenant = await createTenant(db);
    const asset = await app.inject({ url: '/beheer-assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(404);
    const resident = await app.inject({ url: `/${tenant.code}/beheerder` });
    expect(resident.body).toContain('resident');
  });

  it('answers 404 for an unknown municipality', async () => {
    expect((await app.inject({ url: '/zzonbekend/beheer/' })).statusCode).toBe(404);
  });
});
