import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIVE_ROOT_MARKER } from '@fhp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPanelPreviews, type ReadForVisitor } from './panel-previews';

/**
 * A stand-in for the web app's server bundle (entry-server.tsx's renderPanelPreview): the
 * athlete's name from the answers as the markup, nothing for another role, or what the case asks.
 */
const BUNDLE = `
export async function renderPanelPreview(pathname, answers) {
  const me = answers['/api/me'];
  if (me.throws) throw new Error('render failed');
  if (me.hangs) return new Promise(() => {});
  if (me.waitMs) await new Promise((resolve) => setTimeout(resolve, me.waitMs));
  if (me.role !== 'athlete') return undefined;
  return {
    html: '<main>' + pathname + ': ' + me.name + ' ' + answers['/api/profile'].sport + '</main>',
    dataScript: '<script type="application/json" id="fhp-live-data">' + JSON.stringify(me.name) + '</script>',
  };
}`;

const TEMPLATE = `<!doctype html><html><body><div id="root">${LIVE_ROOT_MARKER}</div></body></html>`;

describe("a signed-in athlete's panel page drawn with their data", () => {
  let ssrDir: string;
  beforeAll(async () => {
    ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-preview-'));
    await fs.mkdir(path.join(ssrDir, 'panel', 'admin'), { recursive: true });
    await fs.writeFile(path.join(ssrDir, 'entry-server.mjs'), BUNDLE);
    await fs.writeFile(path.join(ssrDir, 'panel', 'admin', 'profile.html'), TEMPLATE);
    await fs.writeFile(
      path.join(ssrDir, 'panel', 'manifest.json'),
      JSON.stringify({
        '/admin/profile': { file: 'panel/admin/profile.html', reads: ['/api/me', '/api/profile'] },
      }),
    );
  });
  afterAll(async () => {
    await fs.rm(ssrDir, { recursive: true, force: true });
  });

  const setUp = () => {
    const log = { error: vi.fn() };
    const previews = createPanelPreviews({
      ssrDir,
      log: log as unknown as FastifyBaseLogger,
      timeoutMs: 200,
    });
    return { previews, log };
  };
  const reader = (me: Record<string, unknown>, status = 200) =>
    vi.fn<ReadForVisitor>(async (url) =>
      url === '/api/me' ? { status, body: me } : { status: 200, body: { sport: 'Basketball' } },
    );

  it("reads the page's reads for the visitor and puts the page and its answers into the template", async () => {
    const { previews } = setUp();
    // `$&` would be a replacement pattern in a string replacement.
    const read = reader({ role: 'athlete', name: 'Jo $& Park' });
    const html = (await previews.htmlOf('/admin/profile', read))?.toString('utf8');
    expect(read.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/profile']);
    expect(html).toBe(
      '<!doctype html><html><body><div id="root">' +
        '<main>/admin/profile: Jo $& Park Basketball</main></div>' +
        '<script type="application/json" id="fhp-live-data">"Jo $& Park"</script></body></html>',
    );
  });

  it('draws the page at the address the visitor wrote, which the browser hydrates it at', async () => {
    const { previews } = setUp();
    const read = reader({ role: 'athlete', name: 'Jo' });
    const html = (await previews.htmlOf('/admin/profile', read, '/admin/Profile'))?.toString(
      'utf8',
    );
    expect(html).toContain('<main>/admin/Profile: Jo Basketball</main>');
  });

  it('draws nothing for a read that does not answer 200 (the session ended), or for another role', async () => {
    const { previews, log } = setUp();
    expect(await previews.htmlOf('/admin/profile', reader({}, 401))).toBeUndefined();
    expect(await previews.htmlOf('/admin/profile', reader({ role: 'fan' }))).toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reads nothing for a page without a preview template', async () => {
    const { previews } = setUp();
    const read = reader({ role: 'athlete', name: 'Jo' });
    expect(await previews.htmlOf('/admin/wallet', read)).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  it('falls back on a failed render, logged once however many visits fail', async () => {
    const { previews, log } = setUp();
    const read = reader({ throws: true });
    expect(await previews.htmlOf('/admin/profile', read)).toBeUndefined();
    expect(await previews.htmlOf('/admin/profile', read)).toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    // A visitor after them still gets the preview.
    const html = await previews.htmlOf('/admin/profile', reader({ role: 'athlete', name: 'Jo' }));
    expect(html?.toString('utf8')).toContain('<main>/admin/profile: Jo Basketball</main>');
  });

  it('sends the frame when a render does not end in time; renders that never end take every place', async () => {
    const { previews, log } = setUp();
    expect(await previews.htmlOf('/admin/profile', reader({ hangs: true }))).toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    // One place is still free.
    const html = await previews.htmlOf('/admin/profile', reader({ role: 'athlete', name: 'Jo' }));
    expect(html?.toString('utf8')).toContain('Jo');
    expect(await previews.htmlOf('/admin/profile', reader({ hangs: true }))).toBeUndefined();
    const read = reader({ role: 'athlete', name: 'Al' });
    expect(await previews.htmlOf('/admin/profile', read)).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  it('draws two at once; a visit beyond them gets the frame at once, without reading', async () => {
    const { previews } = setUp();
    const slow = () =>
      previews.htmlOf('/admin/profile', reader({ role: 'athlete', name: 'Jo', waitMs: 50 }));
    const drawing = [slow(), slow()];
    const third = reader({ role: 'athlete', name: 'Al' });
    expect(await previews.htmlOf('/admin/profile', third)).toBeUndefined();
    expect(third).not.toHaveBeenCalled();
    for (const html of await Promise.all(drawing)) expect(html?.toString('utf8')).toContain('Jo');
    // Once they are drawn, the next visit gets its preview.
    expect(await previews.htmlOf('/admin/profile', third)).toBeDefined();
  });

  it('draws nothing without the server bundle and its templates', async () => {
    const { log } = setUp();
    const previews = createPanelPreviews({
      ssrDir: path.join(ssrDir, 'missing'),
      log: log as unknown as FastifyBaseLogger,
    });
    expect(await previews.htmlOf('/admin/profile', reader({ role: 'athlete' }))).toBeUndefined();
  });
});
