/**
 * Which modules each route's screen loads lazily, read from the text of app/routes.tsx at build
 * time (vite.config.ts). The build turns them into the chunk and style files of each route
 * (dist/.vite/route-preloads.json), and the server names those in the page it serves for that
 * route (`<link rel="modulepreload">`), so they load along with the first chunk instead of after
 * it has run. A route missing here loses only that head start.
 */

export interface RouteModules {
  /** The route's path as in app/routes.tsx ('' for the index route), with `:name` segments. */
  path: string;
  /** Whether it is behind authorization (AUTHORIZED_ROUTES): those also load the e-mail gate. */
  authorized: boolean;
  /** The specifiers of the dynamic imports of its screen, relative to app/routes.tsx. */
  modules: string[];
}

const IMPORT = /import\('([^']+)'\)/g;

/** The route table's entries and the dynamic imports behind each (following `const x = () => import(...)` helpers). */
export function routeModules(source: string): RouteModules[] {
  const definitions = new Map<string, string>();
  for (const match of source.matchAll(
    /^const (\w+)(?::[^=\n]+)? = ([\s\S]*?)(?=^(?:const|function|interface|export|type) )/gm,
  )) {
    if (match[1] && match[2] !== undefined) definitions.set(match[1], match[2]);
  }
  const importsOf = (text: string, seen: Set<string>): string[] => {
    const found = [...text.matchAll(IMPORT)].map((match) => match[1] ?? '');
    // Names outside string literals: '../features/profile/...' does not refer to the const `profile`.
    const code = text.replace(/'[^'\n]*'/g, "''");
    for (const [name, body] of definitions) {
      if (seen.has(name) || !new RegExp(`\\b${name}\\b`).test(code)) continue;
      seen.add(name);
      found.push(...importsOf(body, seen));
    }
    return [...new Set(found.filter(Boolean))];
  };
  const authorizedAt = source.indexOf('export const AUTHORIZED_ROUTES');
  const gate = importsOf(definitions.get('emailGate') ?? '', new Set(['emailGate']));
  const entries: RouteModules[] = [];
  for (const match of source.matchAll(/\{ path: '([^']+)', screen: ([\s\S]*?) \},?\n/g)) {
    const [, path = '', screen = ''] = match;
    const authorized = authorizedAt >= 0 && (match.index ?? 0) > authorizedAt;
    const own = importsOf(screen, new Set());
    entries.push({ path, authorized, modules: authorized ? [...new Set([...gate, ...own])] : own });
  }
  const index = /\{ index: true, lazy: (\w+) \}/.exec(source);
  if (index?.[1]) {
    entries.push({ path: '', authorized: true, modules: [...new Set([...gate, ...importsOf(index[1], new Set())])] });
  }
  return entries;
}
