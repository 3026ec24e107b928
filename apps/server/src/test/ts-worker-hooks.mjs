/**
 * Module hooks for a worker thread started from the TypeScript sources (the tests): the test runner
 * transforms the files it loads itself, but a worker thread is a fresh Node. These let it import
 * `.ts` files, named by their `.js` names as the sources import them, transpiled one file at a time
 * by TypeScript (no type checking). Used by db/pglite-worker-client.ts only when it runs from source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const asTs = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(asTs))) return { url: asTs.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
