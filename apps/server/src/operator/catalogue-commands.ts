/** The operator's catalogue commands: import-catalogue and export-catalogue (docs/catalogue.md). */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { CatalogueError, exportCatalogue, importCatalogue } from '../catalogue/index.js';
import type { Database } from '../db/database.js';

export const CATALOGUE_COMMANDS = ['import-catalogue', 'export-catalogue'] as const;

export const CATALOGUE_HELP = `Catalogue (docs/catalogue.md)
  import-catalogue <code> <file.json>            Make the municipality's catalogue the file's, in one transaction
                                                 (areas, categories, permit types, products, locations, prices).
  export-catalogue <code> [file.json]            Write the catalogue in the same format (to the file, or printed).`;

export function isCatalogueCommand(command: string): boolean {
  return (CATALOGUE_COMMANDS as readonly string[]).includes(command);
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CatalogueError(`Cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CatalogueError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export async function runCatalogueCommand(
  db: Database,
  command: string,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const say = (line: string) => write(`${line}\n`);
  const need = (index: number, what: string) => {
    const value = args[index];
    if (!value) throw new CatalogueError(`Missing ${what}. See: npm run operator -- help`);
    return value;
  };
  switch (command) {
    case 'import-catalogue': {
      const code = need(0, 'tenant code');
      const path = resolve(need(1, 'catalogue file'));
      const report = await importCatalogue(db, code, await readJson(path), { baseDir: dirname(path) });
      for (const line of report.created) say(`created  ${line}`);
      for (const line of report.updated) say(`updated  ${line}`);
      for (const line of report.removed) say(`removed  ${line}`);
      const total = report.created.length + report.updated.length + report.removed.length;
      say(
        total === 0
          ? `Catalogue of ${code} is already up to date; nothing changed.`
          : `Catalogue of ${code} imported: ${report.created.length} created, ${report.updated.length} updated, ${report.removed.length} removed.`,
      );
      return;
    }
    case 'export-catalogue': {
      const code = need(0, 'tenant code');
      const json = `${JSON.stringify(await exportCatalogue(db, code), null, 2)}\n`;
      if (args[1]) {
        await writeFile(args[1], json);
        say(`Catalogue of ${code} written to ${args[1]}`);
      } else write(json);
      return;
    }
    default:
      throw new CatalogueError(`Unknown catalogue command "${command}"`);
  }
}
