import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_ROOT_MARKER } from '@fhp/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A signed-in athlete's panel page drawn here with their data (decisions 0038, 0039). Built, a
 * panel page is the panel's frame with grey blocks, which the browser fills once the app (some
 * 300 KB of scripts) has run and /api/me and the page's reads have answered: seconds on a phone.
 * The preview is the page itself in the panel's shell, drawn by the web app's server bundle from
 * the API's own answers to those reads for this visitor, so the first paint shows the athlete's
 * profile. The browser hydrates it, with the same answers (sent in the page, so it does not ask
 * for them again), when the athlete first reaches for it.
 */

/** What the server bundle offers (entry-server.tsx's `renderPanelPreview`). */
interface ServerBundle {
  renderPanelPreview(
    pathname: string,
    answers: Readonly<Record<string, unknown>>,
  ): Promise<{ html: string; dataScript: string } | undefined>;
}

/** A panel page's preview template, and the API reads its first screen makes. */
interface PreviewTemplate {
  file: string;
  reads: string[];
}

/** One API read for the visitor, as the API answers it (through the whole request pipeline). */
export type ReadForVisitor = (url: string) => Promise<{ status: number; body?: unknown }>;

export interface PanelPreviews {
  /**
   * The page drawn for the visitor whose reads `read` makes, or undefined: not a panel page
   * with a template, no server bundle, a read that did not answer 200 (signed out: the frame
   * sends them to sign in, as before), not an athlete, or a failed render (logged).
   * `pagePath` is the page's key (its template's); `drawnPath` the address as the visitor wrote
   * it, which the page is drawn at: the browser hydrates it at that path, and a title or an
   * active menu entry read from it must be the same (`/admin/Improve-Chances-To-Sell-Licenses`).
   */
  htmlOf(pagePath: string, read: ReadForVisitor, drawnPath?: string): Promise<Buffer | undefined>;
}

/**
 * Previews being drawn at once; a visit beyond them gets the frame at once. The bundle draws one
 * at a time, so a burst of visits would otherwise queue behind each other, the last waiting
 * longest. A preview holds its place until it is drawn, even after its visit stopped waiting, so
 * renders that never end leave no place and every visit gets the frame.
 */
export const PREVIEWS_AT_ONCE = 2;

/**
 * How long a visit waits for its preview before it gets the frame. Drawing one takes some 50 ms
 * (two reads and a render), the first visit's 300 ms more (it loads the bundle).
 */
export const PREVIEW_TIMEOUT_MS = 2000;

export function createPanelPreviews({
  ssrDir,
  log,
  timeoutMs = PREVIEW_TIMEOUT_MS,
}: {
  ssrDir: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): PanelPreviews {
  const manifestFile = path.join(ssrDir, 'panel', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { htmlOf: async () => undefined };
  const templates = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    PreviewTemplate
  >;
  const templateText = new Map<string, string>();
  let bundle: Promise<ServerBundle> | undefined;
  // A page that fails to render is logged once, not at every visit.
  const failed = new Set<string>();
  let drawing = 0;

  const draw = async (
    pagePath: string,
    { file, reads }: PreviewTemplate,
    read: ReadForVisitor,
    drawnPath: string,
  ) => {
    let template = templateText.get(file);
    if (template === undefined) {
      template = fs.readFileSync(path.join(ssrDir, file), 'utf8');
      if (!template.includes(LIVE_ROOT_MARKER)) throw new Error(`${file} has no preview root`);
      templateText.set(file, template);
    }
    const answered = await Promise.all(reads.map(read));
    if (answered.some((answer) => answer.status !== 200)) return undefined;
    const answers = Object.fromEntries(reads.map((url, i) => [url, answered[i]?.body]));
    bundle ??= import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href);
    const page = await (await bundle).renderPanelPreview(drawnPath, answers);
    if (!page) return undefined;
    // The CSP allows no inline script; the data block is JSON, never run.
    if (page.html.includes('<script')) throw new Error(`${pagePath}: inline script in the markup`);
    // Functions, not strings: a `$` in a name is not a replacement pattern.
    const html = template
      .replace('</body>', () => `${page.dataScript}</body>`)
      .replace(LIVE_ROOT_MARKER, () => page.html);
    return Buffer.from(html);
  };

  return {
    async htmlOf(pagePath, read, drawnPath = pagePath) {
      const template = templates[pagePath];
      if (!template || drawing >= PREVIEWS_AT_ONCE) return undefined;
      drawing += 1;
      const drawn = draw(pagePath, template, read, drawnPath);
      const release = () => {
        drawing -= 1;
      };
      void drawn.then(release, release);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not drawn within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return await Promise.race([drawn, timeout]);
      } catch (err) {
        if (!failed.has(pagePath)) {
          failed.add(pagePath);
          log.error({ err, page: pagePath }, 'panel preview not drawn; sending the frame');
        }
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
