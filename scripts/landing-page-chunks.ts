import type { Rolldown } from 'vite';

/**
 * The chunk group that keeps the landing pages' first load to what they use (issue: the first
 * load grew; ADR 008's second addendum).
 *
 * A module that a landing page (home, the product list, the product page) reaches by static
 * imports, and that some other page uses too, goes into a chunk named for the SET OF LANDING
 * PAGES that reach it: `landing~1`, `landing~2`, `landing~1+2`… A landing page therefore
 * downloads only chunks whose every module it uses, whatever the member areas import, and at most
 * one chunk per combination of landing pages (2^n − 1 in all). The rule names no component
 * and no member page: a new area cannot pull its kit into a landing page's first load.
 *
 * No chunk cycles: what a module imports is reached by every landing page that reaches the
 * module, so a landing chunk imports only landing chunks of the same or a larger set (and the
 * first-load chunk); the groups after this one hold no module a landing page reaches, so no
 * landing chunk imports them. (An earlier sign-in group, commit 055e919, made cycles that ran a
 * module before its imports.)
 *
 * Reaching follows what a module imports by name through barrels (`@pasar/ui`'s index, lucide's,
 * react-aria's `export … from` files): importing `Price` from the kit reaches the price, not the
 * whole kit. Where a barrel cannot be read it counts everything it re-exports, which errs on the
 * side of a bigger landing chunk, never on a missing import.
 */
export function landingPageChunks(landingModules: readonly string[]): Rolldown.CodeSplittingGroup {
  let landingSets: Map<string, string> | undefined;
  return {
    name: (id, ctx) => {
      landingSets ??= reachingLandingPages(landingModules, ctx);
      const set = landingSets.get(id);
      if (process.env.LANDING_CHUNKS_DEBUG && id.includes(process.env.LANDING_CHUNKS_DEBUG))
        console.log(`landing chunks: ${id} in ${set}`);
      return set ? `landing~${set}` : null;
    },
    // A module only one page uses stays in that page's chunk.
    minShareCount: 2,
    // Each module in the chunk of its own set: by default a group also takes in what its modules
    // import, which would pull a module all three pages use into a one-page chunk.
    includeDependenciesRecursively: false,
  };
}

/** For each module a landing page reaches, which ones (`1+3`: the first and third). */
function reachingLandingPages(landingModules: readonly string[], ctx: Rolldown.ChunkingContext) {
  const sets = new Map<string, string>();
  landingModules.forEach((page, index) => {
    for (const id of staticallyReached(page, ctx)) {
      const before = sets.get(id);
      sets.set(id, before ? `${before}+${index + 1}` : `${index + 1}`);
    }
  });
  return sets;
}

const ALL = '*';

/** The modules `from` reaches by static imports, through barrels only to what is imported by name. */
function staticallyReached(from: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const reached = new Set<string>();
  // LANDING_CHUNKS_DEBUG=<part of a module id>: print how each landing page reaches it.
  const debug = process.env.LANDING_CHUNKS_DEBUG;
  const parent = new Map<string, string>();
  function* parents(id: string) {
    for (let at = parent.get(id); at; at = parent.get(at.split(' [')[0]!))
      yield at.replace(/.*node_modules\//, '');
  }
  // A barrel is visited once per name it is asked for.
  const barrelNames = new Map<string, Set<string>>();
  // `names`: what the importer imports by name, which only matters through a barrel.
  const queue: { id: string; names: ReadonlySet<string>; viaBarrel: boolean }[] = [
    { id: from, names: new Set([ALL]), viaBarrel: false },
  ];
  while (queue.length > 0) {
    const { id, names, viaBarrel } = queue.pop()!;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const barrel = info.code === null ? null : parseBarrel(info.code, info.importedIds);
    if (barrel) {
      const asked = barrelNames.get(id) ?? new Set<string>();
      const fresh = [...names].filter((name) => !asked.has(name));
      if (fresh.length === 0) continue;
      fresh.forEach((name) => asked.add(name));
      barrelNames.set(id, asked);
      // What each re-exported module is asked for: a name it is the source of, or any name
      // through `export *` (a name exported explicitly comes from there, not from the stars).
      const asks = new Map<string, Set<string>>();
      const ask = (target: string, name: string) =>
        asks.set(target, (asks.get(target) ?? new Set()).add(name));
      // `import './x'`: for its side effects, whatever is asked.
      barrel.bare.forEach((target) => ask(target, ALL));
      for (const name of fresh) {
        if (name === ALL) {
          barrel.named.forEach(({ target, original }) => ask(target, original));
          barrel.stars.forEach((target) => ask(target, ALL));
        } else if (barrel.named.has(name)) {
          const { target, original } = barrel.named.get(name)!;
          ask(target, original);
        } else barrel.stars.forEach((target) => ask(target, name));
      }
      for (const [target, wanted] of asks) {
        if (debug && !parent.has(target)) parent.set(target, `${id} [${[...wanted].slice(0, 3).join(',')}]`);
        queue.push({ id: target, names: wanted, viaBarrel: true });
      }
      continue;
    }
    // Re-exported by a barrel, a module counts only if it exports a name asked for (or might:
    // its own `export *`, or no exports at all, e.g. a side effect).
    const own = info.exports.filter((name) => name !== ALL);
    const mightHold = names.has(ALL) || info.exports.includes(ALL) || own.length === 0;
    if (viaBarrel && !mightHold && !own.some((name) => names.has(name))) continue;
    if (reached.has(id)) continue;
    reached.add(id);
    if (debug && id.includes(debug))
      console.log(`landing chunks: ${from} reaches ${id} from ${[...parents(id)].join(' <- ')}`);
    const imported =
      info.code === null ? everything(info.importedIds) : importedNames(info.code, info.importedIds);
    for (const next of info.importedIds) {
      if (debug && !parent.has(next)) parent.set(next, id);
      queue.push({ id: next, names: imported.get(next) ?? new Set([ALL]), viaBarrel: false });
    }
  }
  return reached;
}

/**
 * What a module asks of each module it imports, by name: `import { a as b }` asks for `a`,
 * `import x` for `default`, `import * as x`, `export *` and `import './x'` for everything.
 * Its import statements line up with its importedIds (in order of first mention); where they
 * don't seem to, every import is asked for everything, which only widens the reach.
 */
function importedNames(code: string, importedIds: readonly string[]): Map<string, Set<string>> {
  const bySource = new Map<string, Set<string>>();
  for (const [, keyword, clause = '', source] of code.matchAll(
    /\b(import|export)\s*([^'"();=]*?)\s*(?:from\s*)?["']([^"']+)["']/g,
  )) {
    const names = bySource.get(source!) ?? new Set<string>();
    bySource.set(source!, names);
    if (keyword === 'export' && !clause.startsWith('*') && !clause.startsWith('{'))
      return everything(importedIds);
    if (!clause || clause.startsWith('*')) names.add(ALL);
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) braces[1]!.split(',').forEach((part) => addName(names, part));
    if (/^[\w$]+\s*(,|$)/.test(clause)) names.add('default');
  }
  const sources = [...bySource.keys()];
  // A plugin's own imports (Vite's preload helper, `\0`-prefixed) are not in the code.
  const written = importedIds.filter((id) => !id.startsWith('\0'));
  const lineUp =
    sources.length === written.length &&
    sources.every((source, at) =>
      written[at]!.includes(
        source
          .split('/')
          .pop()!
          .replace(/\.\w+$/, ''),
      ),
    );
  if (!lineUp) return everything(importedIds);
  const names = everything(importedIds);
  sources.forEach((source, at) => names.set(written[at]!, bySource.get(source)!));
  return names;
}

const everything = (importedIds: readonly string[]) => new Map(importedIds.map((id) => [id, new Set([ALL])]));

function addName(names: Set<string>, part: string) {
  const name = part
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0]!
    .trim();
  if (name) names.add(name.replace(/^["']|["']$/g, ''));
}

type Barrel = { named: Map<string, { target: string; original: string }>; stars: string[]; bare: string[] };

/**
 * A module made only of imports and exports of what it imported (`export … from`, or a bundler's
 * `import { a as $1 } from …; export { $1 as a }`), as where each name it exports comes from;
 * null when it holds anything else. Its sources are its importedIds in order of first mention.
 */
function parseBarrel(code: string, importedIds: readonly string[]): Barrel | null {
  const text = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s*["']use \w+["'];?/gm, '');
  const statement =
    /(import|export)\s*(\*\s*as\s+[\w$]+|\*|\{[^}]*\}|[\w$]+)?\s*(?:from\s*)?(?:["']([^"']+)["'])?\s*;?/g;
  const sources: string[] = [];
  const sourceAt = (source: string) => {
    const at = sources.indexOf(source);
    return at >= 0 ? at : sources.push(source) - 1;
  };
  const locals = new Map<string, { source: number; original: string }>();
  const named = new Map<string, { source: number; original: string }>();
  const stars: number[] = [];
  const bare: number[] = [];
  const localExports: [string, string][] = [];
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(statement)) {
    const [whole, keyword, clause = '', source] = match;
    rest += text.slice(last, match.index);
    last = match.index + whole.length;
    if (!source && !(keyword === 'export' && clause.startsWith('{'))) return null;
    const from = source === undefined ? -1 : sourceAt(source);
    const pairs = (list: string) =>
      list
        .slice(1, -1)
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .map((name) => name.trim()),
        )
        .filter(([name]) => name)
        .map(([original, alias = original]) => [original!, alias!] as const);
    if (keyword === 'import') {
      if (!clause) bare.push(from);
      else if (clause.startsWith('*'))
        locals.set(clause.split(/\s+as\s+/)[1]!.trim(), { source: from, original: ALL });
      else if (clause.startsWith('{'))
        pairs(clause).forEach(([original, local]) => locals.set(local, { source: from, original }));
      else if (clause) locals.set(clause, { source: from, original: 'default' });
    } else if (clause === '*') stars.push(from);
    else if (clause.startsWith('*'))
      named.set(clause.split(/\s+as\s+/)[1]!.trim(), { source: from, original: ALL });
    else if (clause.startsWith('{') && from >= 0)
      pairs(clause).forEach(([original, exported]) => named.set(exported, { source: from, original }));
    else if (clause.startsWith('{'))
      pairs(clause).forEach(([local, exported]) => localExports.push([local, exported]));
    else return null;
  }
  if ((rest + text.slice(last)).trim() !== '') return null;
  for (const [local, exported] of localExports) {
    const imported = locals.get(local);
    if (!imported) return null;
    named.set(exported, imported);
  }
  if (sources.length !== importedIds.length) return null;
  return {
    named: new Map(
      [...named].map(([name, { source, original }]) => [name, { target: importedIds[source]!, original }]),
    ),
    stars: stars.map((source) => importedIds[source]!),
    bare: bare.map((source) => importedIds[source]!),
  };
}
