import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The build's check of what each page loads (decision 0031). It fails `vite build` (and so
 * `npm run build`, the e2e setup and CI) when:
 * - two chunks import each other, directly or through others: a cycle's modules run in an order
 *   that depends on which chunk loads first, and one broke the panel once;
 * - the app's entry, with every chunk it imports statically (what index.html modulepreloads
 *   and every page runs before its route), holds code the entry does not import: panel-only
 *   code (the panel's layout, AppShell, NavLink) or any of our modules only a lazy route
 *   imports. A chunk-merging rule that joins a route's modules to a chunk the entry needs makes
 *   every page load them;
 * - the small script that starts a pre-rendered page's app (decision 0027) imports a chunk;
 * - the entry's closure is over its budget (brotli, as served): the domain package's index
 *   once held code of its own, and every page then loaded every page's schemas and texts.
 */

/** One output chunk as the check needs it. */
export type ChunkNode = {
  file: string;
  /** Files of the chunks it imports statically. */
  imports: string[];
  /** Ids of the modules with code in it (tree-shaken ones left out). */
  modules: string[];
  /** Its size compressed as served (brotli), in bytes. */
  bytes: number;
  /** The entry module it was built for, if any. */
  facade: string | null;
};

/** Our module graph: the ids each module imports statically. */
export type ImportsOf = (id: string) => readonly string[];

/** Code only the signed-in panel runs: never part of the entry's closure. */
export const PANEL_ONLY: readonly RegExp[] = [
  /[\\/]src[\\/]features[\\/]shell[\\/]/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](AppShell|NavLink)[\\/]/,
];

/** Every chunk `file` imports statically, itself included. */
export function staticClosure(chunks: ReadonlyMap<string, ChunkNode>, file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(chunks.get(next)?.imports ?? []));
  }
  return seen;
}

/** Each cycle of static imports between chunks, as the files along it (first repeated last). */
export function findCycles(chunks: ReadonlyMap<string, ChunkNode>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, stack: string[]) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of chunks.get(file)?.imports ?? []) {
      const seen = state.get(next);
      if (seen === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (seen === undefined) visit(next, stack);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of chunks.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

/**
 * Our modules (under `sourceRoot`) the entry module reaches by static imports, through our
 * modules only. Libraries are left out: their barrels (`@mantine/core`'s index) import every
 * component, tree-shaken later, so their import lists say nothing about what is used.
 */
export function sourceClosure(
  entry: string,
  importsOf: ImportsOf,
  sourceRoot: string,
): Set<string> {
  const ours = (id: string) => id.startsWith(sourceRoot) && !id.includes('node_modules');
  const seen = new Set<string>();
  const pending = [entry];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...importsOf(next).filter(ours));
  }
  return seen;
}

export type GraphInput = {
  chunks: ReadonlyMap<string, ChunkNode>;
  importsOf: ImportsOf;
  /** The app's source folder (apps/web/src): our modules, whose imports are followed. */
  sourceRoot: string;
  /** The app's entry module (index.html) and the start-on-interaction script's. */
  appEntry: string;
  starterEntry: string;
  /** Most bytes (brotli) the entry's closure may weigh. */
  entryBudget: number;
};

/** What is wrong with the chunk graph, one sentence each; empty when nothing is. */
export function chunkGraphProblems(input: GraphInput): string[] {
  const { chunks, importsOf, sourceRoot, appEntry, starterEntry, entryBudget } = input;
  const problems: string[] = [];
  const short = (id: string) =>
    id.includes('node_modules')
      ? id.slice(id.lastIndexOf('node_modules') + 13)
      : path.relative(sourceRoot, id);

  for (const cycle of findCycles(chunks)) {
    problems.push(`chunks import each other: ${cycle.join(' -> ')}`);
  }

  const chunkOf = (entry: string) => [...chunks.values()].find((chunk) => chunk.facade === entry);
  const app = chunkOf(appEntry);
  if (!app) problems.push(`no chunk is built for the app's entry ${appEntry}`);
  else {
    const needed = new Set<string>();
    for (const id of importsOf(appEntry)) {
      for (const reached of sourceClosure(id, importsOf, sourceRoot)) needed.add(reached);
    }
    const closure = staticClosure(chunks, app.file);
    const bytes = [...closure].reduce((sum, file) => sum + (chunks.get(file)?.bytes ?? 0), 0);
    if (bytes > entryBudget) {
      problems.push(
        `the entry's ${closure.size} chunks weigh ${(bytes / 1024).toFixed(1)} KB brotli, over the budget of ${(entryBudget / 1024).toFixed(0)} KB`,
      );
    }
    for (const file of closure) {
      const modules = chunks.get(file)?.modules ?? [];
      const panel = modules.filter((id) => PANEL_ONLY.some((pattern) => pattern.test(id)));
      const foreign = modules.filter(
        (id) =>
          id.startsWith(sourceRoot) &&
          !id.includes('node_modules') &&
          !needed.has(id) &&
          !panel.includes(id),
      );
      const list = (ids: string[]) =>
        ids.length > 6
          ? `${ids.slice(0, 6).map(short).join(', ')} and ${ids.length - 6} more`
          : ids.map(short).join(', ');
      if (panel.length > 0) {
        problems.push(
          `${file}, which every page loads with the entry, holds panel-only ${list(panel)}`,
        );
      }
      if (foreign.length > 0) {
        problems.push(
          `${file}, which every page loads with the entry, holds ${list(foreign)}, which the entry does not import`,
        );
      }
    }
  }

  const starter = chunkOf(starterEntry);
  if (!starter) problems.push(`no chunk is built for ${starterEntry}`);
  else if (starter.imports.length > 0) {
    problems.push(
      `${starter.file} (loaded before any interaction) imports ${starter.imports.join(', ')}`,
    );
  }
  return problems;
}

/** The Vite plugin: runs the check on the client build's chunks and fails the build on a problem. */
export function chunkGraphCheck({
  starter,
  entryBudgetKb,
}: {
  starter: string;
  entryBudgetKb: number;
}): Plugin {
  let root = '';
  /** A build without minification (for reading a profile) is not held to the budget. */
  let minified = true;
  return {
    name: 'fhp:chunk-graph-check',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      minified = config.build.minify !== false;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkNode>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, {
            file: output.fileName,
            imports: output.imports,
            modules: Object.entries(output.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id]) => id),
            facade: output.facadeModuleId,
            bytes: brotliCompressSync(output.code, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }).length,
          });
        }
        const problems = chunkGraphProblems({
          chunks,
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          sourceRoot: path.join(root, 'src') + path.sep,
          appEntry: path.join(root, 'index.html'),
          starterEntry: path.join(root, starter),
          entryBudget: minified ? entryBudgetKb * 1024 : Number.POSITIVE_INFINITY,
        });
        if (problems.length > 0) {
          this.error(
            `the chunks break decision 0031 (apps/web/vite.config.ts codeSplitting):\n- ${problems.join('\n- ')}`,
          );
        }
      },
    },
  };
}
