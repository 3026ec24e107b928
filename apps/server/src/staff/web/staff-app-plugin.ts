/**
 * Serves the built staff app (apps/staff) under /{tenant}/beheer/: its hashed assets under
 * /beheer-assets/ (a path of their own, so no residents' page ever names them and the residents'
 * /assets/ never holds them), and its index.html, with the municipality and its sign-in options
 * as data, for every path of a known tenant under /{tenant}/beheer. The CSP is the residents' app's.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { appNotBuiltPage, notFoundPage } from '../../http/pages.js';
import { contentSecurityPolicy, styleHashes } from '../../http/security-headers.js';
import type { TenantResolver } from '../../tenants/index.js';
import { staffBootData } from './staff-boot.js';

export interface StaffAppOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
  staffDistDir: string;
}

const BOOT = '<!-- staff-boot -->';
const ONE_YEAR = 'public, max-age=31536000, immutable';

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function staffAppPlugin(app: FastifyInstance, options: StaffAppOptions): Promise<void> {
  const { config, db, resolveTenant, staffDistDir } = options;
  const indexPath = join(staffDistDir, 'index.html');
  const assetsDir = join(staffDistDir, 'beheer-assets');

  let cached: { mtimeMs: number; html: string } | undefined;
  const readIndex = () => {
    if (!existsSync(indexPath)) return undefined;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    return cached.html;
  };

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/beheer-assets/',
    index: false,
    preCompressed: true,
    decorateReply: false,
    allowedPath: () => existsSync(assetsDir),
    setHeaders: (res) => {
      res.header('cache-control', ONE_YEAR);
    },
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) {
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notFoundPage());
    }
    const html = readIndex();
    if (html === undefined) {
      const page = appNotBuiltPage();
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('retry-after', '30')
        .header('content-security-policy', contentSecurityPolicy(config, { styleHashes: styleHashes(page) }))
        .send(page);
    }
    const boot = JSON.stringify(await staffBootData(db, config, tenant)).replace(/</g, '\\u003c');
    const head = [
      `<link rel="stylesheet" href="/${escapeAttribute(tenant.code)}/theme.css">`,
      `<script type="application/json" id="pl-staff-boot">${boot}</script>`,
    ].join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(config, { styleHashes: styleHashes(html) }))
      .send(html.replace(BOOT, head));
  };
  app.get('/:tenant/beheer', serve);
  app.get('/:tenant/beheer/*', serve);
}
