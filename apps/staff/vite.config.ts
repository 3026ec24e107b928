import { fileURLToPath } from 'node:url';
import { staffTexts } from '@parkeerloket/translations/staff-texts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const TEXTS = /^virtual:parkeerloket\/staff-texts$/;

/** virtual:parkeerloket/staff-texts: the back office's texts (`staff.*`) in both languages, as JSON. */
function texts(): Plugin {
  return {
    name: 'parkeerloket:staff-texts',
    resolveId: (source) => (TEXTS.test(source) ? `\0${source}` : null),
    load: (id) =>
      id === '\0virtual:parkeerloket/staff-texts'
        ? `export default JSON.parse(${JSON.stringify(JSON.stringify({ nl: staffTexts('nl'), en: staffTexts('en') }))});`
        : null,
  };
}

const server = process.env.PARKEERLOKET_SERVER ?? 'http://localhost:8080';

/**
 * The staff app is built on its own, into its own folder (apps/staff/dist), with its assets under
 * /beheer-assets/: the server serves them there (apps/server/src/staff/web/staff-app-plugin.ts), apart
 * from the residents' /assets/, so no resident ever downloads a byte of it.
 */
export default defineConfig({
  base: '/',
  plugins: [texts(), react()],
  resolve: {
    alias: [
      { find: '@parkeerloket/contract', replacement: here('../../packages/contract/src/index.ts') },
      { find: '@parkeerloket/translations', replacement: here('../../packages/translations/src/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'beheer-assets',
    rolldownOptions: {
      // The contract's and the texts' modules only declare data: the residents' endpoint lists are dropped.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/](contract|translations)[\\/]src/.test(id),
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '^/[^/]+/beheer/(api|aanmelden)/.*': { target: server, changeOrigin: false },
      '^/[^/]+/theme\\.css$': { target: server, changeOrigin: false },
    },
  },
});
