import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIVE_ROOT_MARKER } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContest, insertEntryWithVideos } from './contest-test-helpers';

/**
 * The contest pages as the server sends them: live pages rendered with what their API reads
 * answer (decision 0037), a contest's page named by its contest with its share card. The build's
 * parts are stand-ins laid out as apps/web/scripts/build.mjs leaves them (a server bundle that
 * writes the data it was given into the markup).
 */
const builtPage = (root: string) =>
  `<!doctype html><html><head><meta name="description" content="Default" /><title>FHP</title></head><body><div id="root">${root}</div></body></html>`;

describe('the served contest pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
    const files: Record<string, string> = {
      'index.html': builtPage(''),
      'prerendered/contests.html': builtPage('<p>Loading</p>'),
      'prerendered/talent-contest.html': builtPage('<p>Loading</p>'),
      'prerendered/manifest.json': JSON.stringify({
        '/contests': 'prerendered/contests.html',
        '/talent-contest': 'prerendered/talent-contest.html',
      }),
      'ssr/entry-server.mjs': `export async function renderPage(pathname, data) {
        return {
          html: '<main>' + JSON.stringify(data).replace(/</g, '&lt;') + '</main>',
          asksApi: false,
          dataScript: '<script type="application/json" id="fhp-live-data">[]</script>',
        };
      }`,
      'ssr/live/contests.html': builtPage(LIVE_ROOT_MARKER),
      'ssr/live/talent-contest.html': builtPage(LIVE_ROOT_MARKER),
      'ssr/live/contests/_contestNumber.html': builtPage(LIVE_ROOT_MARKER),
      'ssr/live/manifest.json': JSON.stringify({
        '/contests': 'live/contests.html',
        '/talent-contest': 'live/talent-contest.html',
        '/contests/:contestnumber': 'live/contests/_contestNumber.html',
      }),
    };
    for (const [name, text] of Object.entries(files)) {
      const file = name.startsWith('ssr/')
        ? path.join(`${dist}-ssr`, name.slice('ssr/'.length))
        : path.join(dist, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
    }
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://fhp.test' },
      serveWeb: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
    await fs.rm(`${dist}-ssr`, { recursive: true, force: true });
  });

  const html = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res.body;
  };

  it("renders a contest's page with its entries, titled by the contest with its share card", async () => {
    const contest = await insertContest(t.services.db, {
      kind: 'brand_ambassador',
      title: 'Summer <Talent> Show',
      description: 'Show your best trick shot.',
    });
    const ana = await createUser(t.services.db, { firstName: 'Ana', lastName: 'Lopez' });
    await insertEntryWithVideos(t.services.db, contest.id, ana.id, ['aaaaaaaaaaa']);

    const body = await html(`/contests/${contest.number}`);
    expect(body).toContain('<title>Summer &lt;Talent&gt; Show | FHP</title>');
    expect(body).toContain('<meta name="description" content="Show your best trick shot." />');
    expect(body).not.toContain('content="Default"');
    expect(body).toContain(
      '<meta property="og:title" content="Summer &lt;Talent&gt; Show · Talent contest" />',
    );
    expect(body).toContain(
      '<meta property="og:image" content="https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg" />',
    );
    expect(body).toContain(
      `<meta property="og:url" content="https://fhp.test/contests/${contest.number}" />`,
    );
    // Rendered with what the page's read answers (the stand-in writes it into the markup).
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/public/contests/${contest.number}`,
    });
    expect(body).toContain(`<main>{"page":${api.body.replace(/</g, '&lt;')},"board":null}</main>`);
    expect(body).toContain('id="fhp-live-data"');
    // A query (a checkout's return) gets the shell, still named by the contest.
    const shell = await html(`/contests/${contest.number}?buy=1`);
    expect(shell).not.toContain('<main>');
    expect(shell).toContain('<title>Summer &lt;Talent&gt; Show | FHP</title>');
  });

  it('keeps the generic shell for no such contest', async () => {
    for (const url of ['/contests/2000000000', '/contests/99999999999']) {
      const body = await html(url);
      expect(body).toContain('<title>FHP</title>');
      expect(body).not.toContain('<main>');
    }
  });

  it('renders each list page with its kind of contests', async () => {
    await insertContest(t.services.db, { kind: 'sport', title: 'Hoops Challenge' });
    await insertContest(t.services.db, { kind: 'brand_ambassador', title: 'Dance Off' });
    const sport = await html('/contests');
    expect(sport).toContain('Hoops Challenge');
    expect(sport).not.toContain('Dance Off');
    expect(sport).toContain('<title>Contests | FHP</title>');
    const talent = await html('/talent-contest');
    expect(talent).toContain('Dance Off');
    expect(talent).not.toContain('Hoops Challenge');
    expect(talent).toContain('<title>Talent Contest | FHP</title>');
  });
});
