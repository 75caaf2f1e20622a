import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIVE_ROOT_MARKER } from '@fhp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLivePages } from './live-pages';

/**
 * A stand-in for the web app's server bundle (apps/web/src/entry-server.tsx's renderPage): the
 * names in its data as the markup, the data as the block, or what the case asks of it.
 */
const BUNDLE = `
export async function renderPage(pathname, data) {
  if (data.throws) throw new Error('render failed');
  return {
    html: '<main>' + pathname + ': ' + data.names.join(', ') + '</main>',
    asksApi: data.asksApi === true,
    dataScript: '<script type="application/json" id="fhp-live-data">' + JSON.stringify(data.names) + '</script>',
  };
}`;

const TEMPLATE = `<!doctype html><html><head><title>FHP</title></head><body><div id="root">${LIVE_ROOT_MARKER}</div></body></html>`;

describe('pages rendered with current data', () => {
  let ssrDir: string;
  beforeAll(async () => {
    ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-live-'));
    await fs.mkdir(path.join(ssrDir, 'live'));
    await fs.writeFile(path.join(ssrDir, 'entry-server.mjs'), BUNDLE);
    await fs.writeFile(path.join(ssrDir, 'live', 'home.html'), TEMPLATE);
    await fs.writeFile(
      path.join(ssrDir, 'live', 'manifest.json'),
      JSON.stringify({ '/home': 'live/home.html' }),
    );
  });
  afterAll(async () => {
    await fs.rm(ssrDir, { recursive: true, force: true });
  });

  const setUp = (read: () => Promise<unknown>) => {
    const clock = { now: 1_000_000 };
    const log = { error: vi.fn() };
    const pages = createLivePages({
      ssrDir,
      sources: { '/home': read },
      log: log as unknown as FastifyBaseLogger,
      finish: (html, pagePath) => html.replace('<title>FHP</title>', `<title>${pagePath}</title>`),
      maxAgeMs: 60_000,
      now: () => clock.now,
    });
    return { pages, clock, log };
  };

  it('puts the render and its data block into the page, and what the server adds to every page', async () => {
    // `$&` and `$'` would be replacement patterns in a string replacement.
    const { pages } = setUp(async () => ({ names: ['Jordan', "Ma$&ya O$'Neil"] }));
    const html = (await pages.htmlOf('/home'))?.toString('utf8');
    expect(html).toBe(
      '<!doctype html><html><head><title>/home</title></head><body><div id="root">' +
        "<main>/home: Jordan, Ma$&ya O$'Neil</main></div>" +
        '<script type="application/json" id="fhp-live-data">["Jordan","Ma$&ya O$\'Neil"]</script>' +
        '</body></html>',
    );
  });

  it('reads and renders once a minute; after that, the last render while the next is made', async () => {
    let names = ['Jordan'];
    const read = vi.fn(async () => ({ names }));
    const { pages, clock } = setUp(read);
    const first = await pages.htmlOf('/home');
    clock.now += 59_000;
    expect(await pages.htmlOf('/home')).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    names = ['Jordan', 'Maya'];
    clock.now += 2_000;
    // The visit that finds it old gets the last render; the next one gets the new render.
    expect(await pages.htmlOf('/home')).toBe(first);
    await vi.waitFor(async () => {
      expect((await pages.htmlOf('/home'))?.toString('utf8')).toContain('Jordan, Maya');
    });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('renders anew at the next visit once told the pages changed (an operator hid an image)', async () => {
    let names = ['Jordan'];
    const read = vi.fn(async () => ({ names }));
    const { pages } = setUp(read);
    expect((await pages.htmlOf('/home'))?.toString('utf8')).toContain('/home: Jordan<');
    names = ['Maya'];
    pages.invalidate();
    // Not the last render: the hidden item must not show again, even once.
    expect((await pages.htmlOf('/home'))?.toString('utf8')).toContain('/home: Maya<');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('has visits that arrive together wait for one render', async () => {
    const read = vi.fn(async () => ({ names: ['Jordan'] }));
    const { pages } = setUp(read);
    const [a, b, c] = await Promise.all([
      pages.htmlOf('/home'),
      pages.htmlOf('/home'),
      pages.htmlOf('/home'),
    ]);
    expect(a).toBeDefined();
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sends the built copy when the data cannot be read, logged, and tries again a minute later', async () => {
    const read = vi.fn(async () => {
      throw new Error('database down');
    });
    const { pages, clock, log } = setUp(read);
    expect(await pages.htmlOf('/home')).toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await pages.htmlOf('/home')).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);

    read.mockImplementation(async () => ({ names: ['Jordan'] }) as never);
    clock.now += 61_000;
    expect((await pages.htmlOf('/home'))?.toString('utf8')).toContain('<main>/home: Jordan');
  });

  it('sends the built copy for a render that fails or would still ask the API', async () => {
    for (const data of [{ throws: true }, { names: ['Jordan'], asksApi: true }]) {
      const { pages, log } = setUp(async () => data);
      expect(await pages.htmlOf('/home')).toBeUndefined();
      expect(log.error).toHaveBeenCalledTimes(1);
    }
  });

  it('renders only the pages that are live, and nothing without the bundle', async () => {
    const { pages } = setUp(async () => ({ names: [] }));
    expect(await pages.htmlOf('/trending')).toBeUndefined();

    const withoutBundle = createLivePages({
      ssrDir: path.join(ssrDir, 'missing'),
      sources: { '/home': async () => ({ names: [] }) },
      log: { error: vi.fn() } as unknown as FastifyBaseLogger,
    });
    expect(await withoutBundle.htmlOf('/home')).toBeUndefined();
  });
});
