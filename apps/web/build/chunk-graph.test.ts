import { describe, expect, it } from 'vitest';
import { type ChunkNode, chunkGraphProblems, findCycles } from './chunk-graph';

const SRC = '/app/src/';
const APP = '/app/index.html';
const STARTER = '/app/src/start-on-interaction.ts';

/** Our module graph: index.html -> main -> router -> guard; the routes are imported lazily. */
const IMPORTS: Record<string, string[]> = {
  [APP]: [`${SRC}main.tsx`],
  [`${SRC}main.tsx`]: [`${SRC}app/router.tsx`, '/app/node_modules/react/index.js'],
  [`${SRC}app/router.tsx`]: [
    `${SRC}app/guard.tsx`,
    '/app/node_modules/@mantine/core/esm/index.mjs',
  ],
  [`${SRC}app/guard.tsx`]: [],
  [`${SRC}features/login/login-page.tsx`]: [`${SRC}ui/password-field.tsx`],
};
const importsOf = (id: string) => IMPORTS[id] ?? [];

const chunk = (
  file: string,
  modules: string[],
  imports: string[] = [],
  facade: string | null = null,
): ChunkNode => ({
  file,
  modules,
  imports,
  facade,
  bytes: 1000,
});

/** A build as the new rule makes it: the entry imports its two start chunks only. */
function build(extra: ChunkNode[] = [], startModules: string[] = [], entryBudget = 10_000) {
  const chunks = [
    chunk('index.js', [`${SRC}main.tsx`], ['start.js', 'start-vendor.js'], APP),
    chunk(
      'start.js',
      [`${SRC}app/router.tsx`, `${SRC}app/guard.tsx`, ...startModules],
      ['start-vendor.js'],
    ),
    chunk('start-vendor.js', [
      '/app/node_modules/react/index.js',
      '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
    ]),
    chunk('starter.js', [STARTER], [], STARTER),
    chunk(
      'login-page.js',
      [`${SRC}features/login/login-page.tsx`],
      ['start.js', 'vendor.js'],
      `${SRC}features/login/login-page.tsx`,
    ),
    ...extra,
  ];
  return chunkGraphProblems({
    chunks: new Map(chunks.map((c) => [c.file, c])),
    importsOf,
    sourceRoot: SRC,
    appEntry: APP,
    starterEntry: STARTER,
    entryBudget,
  });
}

describe('the chunk graph check', () => {
  it('passes a build whose entry loads only what it imports, without cycles', () => {
    expect(
      build([
        chunk('vendor.js', ['/app/node_modules/@mantine/core/esm/components/Input/Input.mjs']),
      ]),
    ).toEqual([]);
  });

  it('finds a cycle of static imports between chunks, however long', () => {
    const graph = new Map(
      [
        chunk('a.js', [], ['b.js']),
        chunk('b.js', [], ['c.js']),
        chunk('c.js', [], ['a.js']),
        chunk('d.js', [], ['a.js']),
      ].map((c) => [c.file, c]),
    );
    expect(findCycles(graph)).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
    const problems = build([chunk('vendor.js', [], ['login-page.js'])]);
    expect(problems).toEqual([
      'chunks import each other: login-page.js -> vendor.js -> login-page.js',
    ]);
  });

  it("refuses a merge that puts a route's module or panel-only code in a chunk the entry imports", () => {
    const problems = build(
      [chunk('vendor.js', [])],
      [
        `${SRC}ui/password-field.tsx`,
        '/app/node_modules/@mantine/core/esm/components/AppShell/AppShell.mjs',
      ],
    );
    expect(problems).toEqual([
      'start.js, which every page loads with the entry, holds panel-only @mantine/core/esm/components/AppShell/AppShell.mjs',
      'start.js, which every page loads with the entry, holds ui/password-field.tsx, which the entry does not import',
    ]);
    // Reached through a chunk the entry's chunks import, not only the entry's own.
    const deeper = build([
      chunk('vendor.js', []),
      chunk('start-vendor.js', ['/app/node_modules/react/index.js'], ['merged.js']),
      chunk('merged.js', [`${SRC}features/shell/panel-shell.tsx`]),
    ]);
    expect(deeper).toEqual([
      'merged.js, which every page loads with the entry, holds panel-only features/shell/panel-shell.tsx',
    ]);
  });

  it('refuses an entry whose chunks weigh more than the budget, all of them counted', () => {
    // index.js, start.js and start-vendor.js: 1000 bytes each.
    expect(build([chunk('vendor.js', [])], [], 3000)).toEqual([]);
    expect(build([chunk('vendor.js', [])], [], 2999)).toEqual([
      "the entry's 3 chunks weigh 2.9 KB brotli, over the budget of 3 KB",
    ]);
  });

  it('refuses a start-on-interaction script that imports a chunk', () => {
    const problems = build([
      chunk('vendor.js', []),
      chunk('starter.js', [STARTER], ['start.js'], STARTER),
    ]);
    expect(problems).toEqual(['starter.js (loaded before any interaction) imports start.js']);
  });
});
