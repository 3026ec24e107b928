/**
 * Module hooks for a worker thread started from the TypeScript sources (the tests): the test runner
 * transforms the files it loads itself, but a worker thread is a fresh Node. These let it import
 * `.ts` files, named by their `.js` names as the sources import them, transpiled one file at a time
 * by TypeScript (no type checking). Used by db/pglite-worker-client.ts only when it runs from source.
 * Each file's output is kept by the hash of its text (node_modules/.cache), so only the first worker
 * after a change loads TypeScript (0.6 s of CPU); the others read a few small files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/pl-ts-worker/', import.meta.url));

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const asTs = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(asTs))) return { url: asTs.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const text = readFileSync(path, 'utf8');
  const cached = `${cacheDir}${createHash('sha1').update(path).update('\0').update(text).digest('hex')}.js`;
  if (existsSync(cached)) return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true };
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(text, {
    fileName: path,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: another worker reading at the same moment never sees half a file.
    const aside = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(aside, outputText);
    renameSync(aside, cached);
  } catch {
    // No cache (a read-only checkout): transpiled again next time.
  }
  return { format: 'module', source: outputText, shortCircuit: true };
}
