import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_ROOT_MARKER } from '@fhp/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Public pages rendered here with their current data (decision 0037), from the web app's server
 * bundle (apps/web/src/entry-server.tsx, kept by its build in dist-ssr beside dist). Built
 * without data, /home was a skeleton that started the whole app right after its first paint to
 * fetch its athletes; rendered with them, it is complete as HTML and, like the landing page,
 * loads its app on the visitor's first interaction, which then hydrates the same data.
 */

/** What the server bundle offers (entry-server.tsx's `renderPage`). */
interface ServerBundle {
  renderPage(
    pathname: string,
    liveData: unknown,
  ): Promise<{ html: string; asksApi: boolean; dataScript?: string }>;
}

/**
 * How long one render is served: the same minute as the shared cache of the API answer it
 * shows (GET /api/home/athletes). A visit after that gets the last render while the next one
 * is made, so no visitor waits for a render but the first.
 */
export const LIVE_PAGE_SECONDS = 60;

/**
 * A live page's path (or route pattern, `/athletes/:athleteNumber`) and how to read the data of
 * one of its pages (what its API route would answer now), undefined when there is no such page.
 */
export type LiveDataSources = Readonly<Record<string, (pagePath: string) => Promise<unknown>>>;

/**
 * Pages of a route pattern kept rendered (the most recently made): bounded, as athletes are
 * many. Each is a Buffer of some 100 KB and its compressed copies.
 */
export const LIVE_PAGES_KEPT = 500;

export interface LivePages {
  /**
   * The page's current render, or undefined: not a live page, no server bundle, no such page
   * (the source read nothing), or the render failed (logged; the caller sends the built copy,
   * which fetches its data in the browser). The same Buffer until the next render, so its
   * compressed copies are made once. `route` is the pattern the page is rendered by, when it
   * is not its own path.
   */
  htmlOf(pagePath: string, route?: string): Promise<Buffer | undefined>;
  /**
   * Drops every render: the next visit of each page renders it anew (an operator hid an image
   * or changed what the pages show, and a minute-old render must not keep showing it).
   */
  invalidate(): void;
}

interface Rendered {
  html?: Buffer;
  renderedAt: number;
  pending?: Promise<Buffer | undefined>;
}

export function createLivePages({
  ssrDir,
  sources,
  log,
  finish = (html) => html,
  maxAgeMs = LIVE_PAGE_SECONDS * 1000,
  now = Date.now,
}: {
  ssrDir: string;
  sources: LiveDataSources;
  log: FastifyBaseLogger;
  /** What the server adds to every page it sends (the page's meta). */
  finish?: (html: string, pagePath: string) => string | Promise<string>;
  maxAgeMs?: number;
  now?: () => number;
}): LivePages {
  const manifestFile = path.join(ssrDir, 'live', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { htmlOf: async () => undefined, invalidate: () => {} };
  const templates = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const sourceOf = new Map(Object.entries(sources).map(([key, read]) => [key.toLowerCase(), read]));
  let bundle: Promise<ServerBundle> | undefined;
  const rendered = new Map<string, Rendered>();

  const render = async (
    pagePath: string,
    file: string,
    read: (pagePath: string) => Promise<unknown>,
  ) => {
    const template = fs.readFileSync(path.join(ssrDir, file), 'utf8');
    if (!template.includes(LIVE_ROOT_MARKER)) throw new Error(`${file} has no live root`);
    bundle ??= import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href);
    const [data, ssr] = await Promise.all([read(pagePath), bundle]);
    if (data === undefined) return undefined;
    const page = await ssr.renderPage(pagePath, data);
    // Such a page would start its app on interaction and leave the rest unanswered.
    if (page.asksApi || !page.dataScript) throw new Error(`${pagePath} still asks the API`);
    // The CSP allows no inline script; the data block is JSON, never run.
    if (page.html.includes('<script')) throw new Error(`${pagePath}: inline script in the markup`);
    const { dataScript } = page;
    // Functions, not strings: a `$` in an athlete's name is not a replacement pattern.
    const html = template
      .replace('</body>', () => `${dataScript}</body>`)
      .replace(LIVE_ROOT_MARKER, () => page.html);
    return Buffer.from(await finish(html, pagePath));
  };

  return {
    invalidate() {
      // A render in flight finishes into its dropped entry, never into the new ones.
      rendered.clear();
    },
    async htmlOf(pagePath, route = pagePath) {
      const file = templates[route.toLowerCase()];
      const read = sourceOf.get(route.toLowerCase());
      if (!file || !read) return undefined;
      let entry = rendered.get(pagePath);
      if (!entry) {
        entry = { renderedAt: Number.NEGATIVE_INFINITY };
        rendered.set(pagePath, entry);
        const oldest = rendered.keys().next().value;
        if (rendered.size > LIVE_PAGES_KEPT && oldest !== undefined) rendered.delete(oldest);
      }
      if (now() - entry.renderedAt < maxAgeMs) return entry.html;
      const current = entry;
      current.pending ??= render(pagePath, file, read)
        .then(
          (html) => html,
          (err: unknown) => {
            log.error({ err, page: pagePath }, 'live page not rendered; sending the built copy');
            return undefined;
          },
        )
        .then((html) => {
          // A failed render is not tried again by every visit: the built copy until the next.
          current.html = html;
          current.renderedAt = now();
          current.pending = undefined;
          return html;
        });
      return current.html ?? current.pending;
    },
  };
}
