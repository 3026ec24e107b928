import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { laterWebTexts } from '@parkeerloket/translations/web-texts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeModules } from './src/app/route-preloads';

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

/**
 * zod stays out of the browser. The web app uses the contract's rule functions
 * (validation.ts: validateEmail, filterEmailInput, ...), but their module also declares the
 * server's parameter schemas at top level, and those zod calls cannot be tree-shaken: zod
 * would add about 23 KiB gzip to every screen with a form. The browser never parses with a
 * schema (the server validates every call), so here `zod` resolves to a stand-in on which
 * building a schema does nothing and parsing throws, so a schema used by mistake fails loudly.
 * Unit tests run on the real zod (the root vitest config does not use this file).
 */
const ZOD_STAND_IN = `
const refuse = () => {
  throw new Error('zod is not in the web bundle: use the rule functions of @parkeerloket/contract');
};
const PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);
const schema = new Proxy(function () {}, {
  get: (_target, key) => (PARSE.has(key) ? refuse : key === 'then' ? undefined : schema),
  apply: () => schema,
  construct: () => schema,
});
export const z = schema;
`;

function zodStandIn(): Plugin {
  const id = '\0parkeerloket-zod-stand-in';
  return {
    name: 'parkeerloket:zod-stand-in',
    enforce: 'pre',
    resolveId: (source) => (source === 'zod' ? id : null),
    load: (loading) => (loading === id ? ZOD_STAND_IN : null),
  };
}

const LATER_TEXTS = /^virtual:parkeerloket\/texts-(nl|en)$/;

/**
 * virtual:parkeerloket/texts-{nl,en}: the later screens' texts in one language
 * (packages/translations/src/web-texts.ts), so each language is a chunk of its own and a resident
 * downloads only theirs (src/lib/bundled-texts.ts). In the build a JSON string, which the browser
 * parses faster than an object literal; the dev server picks them from the text modules as they
 * are, so an edited text shows without a restart.
 */
function laterTexts(): Plugin {
  let serve = false;
  return {
    name: 'parkeerloket:later-texts',
    configResolved: (config) => {
      serve = config.command === 'serve';
    },
    resolveId: (source) => (LATER_TEXTS.test(source) ? `\0${source}` : null),
    load: (id) => {
      const language = id.startsWith('\0')
        ? (LATER_TEXTS.exec(id.slice(1))?.[1] as 'nl' | 'en' | undefined)
        : undefined;
      if (!language) return null;
      if (serve) {
        const module = here('../../packages/translations/src/web-texts.ts');
        return `import { laterWebTexts } from ${JSON.stringify(module)};\nexport default laterWebTexts(${JSON.stringify(language)});`;
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(laterWebTexts(language)))});`;
    },
  };
}

/**
 * Brotli and gzip copies of every compressible asset, made once at build time at the highest
 * level, so the server sends them without compressing per request (web-app-plugin.ts serves them
 * with Content-Encoding and Vary). Images are compressed already and stay as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'parkeerloket:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: () => {
      for (const name of readdirSync(outDir)) {
        if (!/\.(js|css|svg|json|txt|map)$/.test(name)) continue;
        const path = join(outDir, name);
        if (statSync(path).size < 1024) continue;
        const data = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * dist/.vite/route-preloads.json: for each route of src/app/routes.tsx, the script and style files
 * its screen loads lazily (its chunks and their static imports, the first chunk left out). The
 * server names them in the page of that route (apps/server/src/web-app/web-app-plugin.ts), so they
 * load along with the first chunk instead of after it has run.
 */
function routePreloads(): Plugin {
  const routesFile = here('./src/app/routes.tsx');
  return {
    name: 'parkeerloket:route-preloads',
    apply: 'build',
    // After the bundle is final: Vite drops the chunks that held only styles in generateBundle.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const routes = [];
      for (const route of routeModules(readFileSync(routesFile, 'utf8'))) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk === entry || js.has(fileName)) return;
          js.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const specifier of route.modules) {
          const resolved = await this.resolve(specifier, routesFile);
          const chunk = resolved && byModule.get(resolved.id);
          if (chunk) visit(chunk.fileName);
          else this.warn(`route-preloads: no chunk for ${specifier} (route '${route.path}')`);
        }
        routes.push({ path: route.path, authorized: route.authorized, js: [...js], css: [...css] });
      }
      writeFileSync(join(options.dir ?? 'dist', '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
    },
  };
}

const server = process.env.PARKEERLOKET_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [zodStandIn(), laterTexts(), react(), routePreloads(), precompress()],
  resolve: {
    alias: [
      // Single text modules, so the first screen bundles only its own texts (src/lib/bundled-texts.ts).
      {
        find: /^@parkeerloket\/translations\/texts\/([a-z0-9-]+)$/,
        replacement: `${here('../../packages/translations/src/texts')}/$1.ts`,
      },
      { find: '@parkeerloket/contract', replacement: here('../../packages/contract/src/index.ts') },
      { find: '@parkeerloket/translations', replacement: here('../../packages/translations/src/index.ts') },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(`${packageVersion}+${buildId()}`),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads which chunk holds the later screens' texts (web-app-plugin.ts).
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // The contract's modules only declare data; unused endpoint lists (and their schemas) can be dropped.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/](contract|translations)[\\/]src/.test(id),
      },
      output: {
        // Everything the first screen needs in one chunk: without this, every module the entry
        // shares with a lazy screen becomes a chunk of its own, and the first load fetches (and
        // compresses) many small files.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
