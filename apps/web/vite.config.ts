import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const packageVersion = (JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string }).version;

/** A short id of the build: the git commit when there is one, otherwise the build time. */
function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);
  }
}

const server = process.env.PARKEERLOKET_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@parkeerloket/contract': here('../../packages/contract/src/index.ts'),
      '@parkeerloket/translations': here('../../packages/translations/src/index.ts'),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(`${packageVersion}+${buildId()}`),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // The contract's modules only declare data; unused endpoint lists (and their schemas) can be dropped.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/](contract|translations)[\\/]src/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    // Everything the web app does not serve itself comes from the portal server.
    proxy: {
      '^/[^/]+/services/.*': { target: server, changeOrigin: false },
      '^/[^/]+/theme\\.css$': { target: server, changeOrigin: false },
      '^/[^/]+/municipalities/.*': { target: server, changeOrigin: false },
      '^/municipalities/.*': { target: server, changeOrigin: false },
      '/health': { target: server, changeOrigin: false },
    },
  },
});
