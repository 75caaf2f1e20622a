import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ACCOUNT_NAME_MARKER,
  ATHLETE_PAGE_PATTERN,
  athletePageNumber,
  CONTEST_PAGE_PATTERN,
  contestPageNumber,
  DEFAULT_SITE_LINKS,
  documentTitle,
  isAthletePanelPath,
  isSignedOutOnlyPath,
  isSitePath,
  LIVE_DATA_ELEMENT_ID,
  publicPageMeta,
  serializeLiveData,
  signedInRedirect,
  signInTarget,
  type TMeResponse,
  type TPageMeta,
  type TRole,
} from '@fhp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
import { createCompressedCache, negotiateEncoding } from './compressed-body';
import { compressPerRequest } from './compression';
import { createLivePages, type LiveDataSources } from './live-pages';
import { createPanelPreviews, type ReadForVisitor } from './panel-previews';

/** Whether the request carries a session cookie at all (whether it opens a session is not asked). */
/** The same reads, each made at most once (a visit's checks and its preview share them). */
function readOnce(read: ReadForVisitor | undefined): ReadForVisitor | undefined {
  if (!read) return undefined;
  const answers = new Map<string, ReturnType<ReadForVisitor>>();
  return (url) => {
    let answer = answers.get(url);
    if (!answer) {
      answer = read(url);
      answers.set(url, answer);
    }
    return answer;
  };
}

function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie ?? '';
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a public route's own <title>, meta description and Open Graph tags, so the
 * first paint and shared links name the page before any script runs.
 */
export function injectPageMeta(html: string, meta: TPageMeta): string {
  const title = escapeHtml(documentTitle(meta.title));
  const description = escapeHtml(meta.description);
  const share = meta.share;
  const shareTitle = share ? escapeHtml(share.title) : title;
  const tags = [
    `<meta property="og:title" content="${shareTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${share?.type ?? 'website'}" />`,
    ...(share?.url ? [`<meta property="og:url" content="${escapeHtml(share.url)}" />`] : []),
    ...(share?.image
      ? [
          `<meta property="og:image" content="${escapeHtml(share.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(share.image)}" />`,
        ]
      : []),
    ...(share
      ? [
          '<meta name="twitter:card" content="summary" />',
          `<meta name="twitter:title" content="${shareTitle}" />`,
          `<meta name="twitter:description" content="${description}" />`,
        ]
      : []),
  ].join('\n    ');
  // Functions, not strings: a `$` in an athlete's name or bio is not a replacement pattern.
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => descriptionTag)
    : out.replace('</head>', () => `    ${descriptionTag}\n  </head>`);
  return out.replace('</head>', () => `    ${tags}\n  </head>`);
}

/**
 * The public header as the build rendered it (apps/web/src/entry-server.tsx
 * `renderAccountHeaders`, in `<distDir>-ssr/account-headers.json`): signed out, as every page of
 * the public layout holds it, and signed in (a fan's, another account's) with the name
 * `ACCOUNT_NAME_MARKER`; `meKey` is the web app's query key of /api/me.
 */
export interface AccountHeaders {
  signedOut: string;
  fan: string;
  other: string;
  meKey: readonly unknown[];
}

function readAccountHeaders(ssrDir: string): AccountHeaders | undefined {
  const file = path.join(ssrDir, 'account-headers.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AccountHeaders)
    : undefined;
}

const DATA_BLOCK_OPEN = `<script type="application/json" id="${LIVE_DATA_ELEMENT_ID}">[`;

/**
 * A page built signed out, as the signed-in visitor `me` sees it: the header's sign-in links
 * replaced by their name (escaped), their area and Sign out, and /api/me's answer added to the
 * page's data block, so the app's first render draws the same header (decision 0051).
 * Undefined for a page without the public header (the landing page, a panel frame).
 */
export function writeAccountHeader(
  html: string,
  headers: AccountHeaders,
  me: TMeResponse & { user: NonNullable<TMeResponse['user']> },
  at = Date.now(),
): string | undefined {
  const start = html.indexOf(headers.signedOut);
  if (start === -1) return undefined;
  const header = (me.user.role === 'fan' ? headers.fan : headers.other).replaceAll(
    ACCOUNT_NAME_MARKER,
    escapeHtml(me.user.name),
  );
  const out = html.slice(0, start) + header + html.slice(start + headers.signedOut.length);
  const entry = serializeLiveData({ key: headers.meKey, data: me, at });
  const block = out.indexOf(DATA_BLOCK_OPEN);
  if (block === -1) {
    return out.replace('</body>', () => `${DATA_BLOCK_OPEN}${entry}]</script></body>`);
  }
  const after = block + DATA_BLOCK_OPEN.length;
  const comma = out[after] === ']' ? '' : ',';
  return out.slice(0, after) + entry + comma + out.slice(after);
}

type SiteLinks = Readonly<Record<string, string>>;

/** The site links whose current value differs from the default the pages were built with. */
function changedSiteLinks(links: SiteLinks): [key: string, built: string, current: string][] {
  return Object.entries(links).flatMap(([key, url]) => {
    const built = DEFAULT_SITE_LINKS[key as keyof typeof DEFAULT_SITE_LINKS];
    return built && built !== url ? [[key, built, url] as [string, string, string]] : [];
  });
}

/**
 * A pre-rendered page with the operators' current site links in place of the defaults it was
 * built with: a page that starts its app only on interaction (decision 0027) shows those links
 * as plain links until then. Only whole attribute values are replaced, so a default that is the
 * start of another (chat.../login, chat.../group/login) is never cut. A default that is a
 * same-site path was drawn as an internal link marked with its key (`data-site-link`, the web's
 * ui/external-link.tsx): only that link changes (several keys share a path, and the page's other
 * links to it stay), and an absolute address opens in a new tab like the web app's.
 */
export function writeSiteLinks(html: string, links: SiteLinks): string {
  let out = html;
  for (const [key, built, current] of changedSiteLinks(links)) {
    const builtHref = `href="${escapeHtml(built)}"`;
    const currentHref = `href="${escapeHtml(current)}"`;
    if (!isSitePath(built)) {
      out = out.replaceAll(builtHref, currentHref);
      continue;
    }
    const newTab = isSitePath(current) ? '' : ' target="_blank" rel="noopener noreferrer"';
    out = out.replace(/<a\b[^>]*>/g, (tag) =>
      tag.includes(`data-site-link="${key}"`) && tag.includes(builtHref)
        ? tag.replace(builtHref, currentHref + newTab)
        : tag,
    );
  }
  return out;
}

/** The lower-case path without trailing slash: how routes and the pre-render manifest match. */
const pageKey = (urlPath: string) => (urlPath.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The public pages pre-rendered at build time (apps/web/scripts/build.mjs): path -> HTML file.
 * Only exact paths have one; a path below a prefix route (/pizza-money/x) gets the shell.
 */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const manifestFile = path.join(distDir, 'prerendered', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(manifest).map(([urlPath, file]) => [pageKey(urlPath), path.join(distDir, file)]),
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any non-API path that is not a file answered with HTML: a public page's pre-rendered copy
 * (hydrated by the client), or index.html, the empty shell the client renders. Files go out as
 * the brotli or gzip copy the build wrote beside them (apps/web/build/precompress.ts) when the
 * client accepts it; HTML is compressed once per variant, in memory.
 */
export interface WebAppOptions {
  /** The operators' current site links (site_settings), written into pre-rendered pages. */
  readSiteLinks?: () => Promise<SiteLinks>;
  /**
   * Listens for changes of what the public pages show (an operator hid an image, changed the
   * links), in any process: the rendered live pages and the athlete pages' copies are dropped.
   */
  onPublicPagesChanged?: (listener: () => void) => void;
  /** An athlete page's meta (`/athletes/<number>`), or undefined when the athlete is not listed. */
  readAthleteMeta?: (athleteNumber: number) => Promise<TPageMeta | undefined>;
  /** A contest page's meta (`/contests/<number>`), or undefined when there is no such contest. */
  readContestMeta?: (contestNumber: number) => Promise<TPageMeta | undefined>;
  /**
   * Pages rendered with current data (live-pages.ts) and how to read it, with the web app's
   * server bundle in `<distDir>-ssr`; without that bundle they get their built copies.
   */
  liveData?: LiveDataSources;
  /**
   * How to read the API for this visit's visitor, when it may be a signed-in athlete's (it has
   * a session cookie): a panel page is then drawn with their data (panel-previews.ts).
   */
  readForVisitor?: (request: FastifyRequest) => ReadForVisitor | undefined;
  /**
   * The DSN the web app reports its errors to (SENTRY_WEB_DSN), written into every page as
   * `<meta name="fhp-error-dsn">`; the app loads its reporter only when it has one (decision 0045).
   */
  errorReportingDsn?: string;
}

/** The page's error-reporting DSN, before `</head>`. */
export function injectErrorReportingDsn(html: string, dsn: string): string {
  const tag = `<meta name="fhp-error-dsn" content="${escapeHtml(dsn)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : html;
}

/**
 * Athlete and contest pages kept with their meta (the most recently made): bounded, as athletes
 * are many.
 */
const ATHLETE_PAGES_KEPT = 500;

/**
 * Public pages at a route pattern named by a number (an athlete's, a contest's): each a live
 * page rendered with its data, else the shell named by its meta.
 */
type NumberedPage = {
  pattern: string;
  numberOf: (pathname: string) => number | undefined;
  readMeta?: (n: number) => Promise<TPageMeta | undefined>;
};

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  {
    readSiteLinks,
    onPublicPagesChanged,
    readAthleteMeta,
    readContestMeta,
    liveData,
    readForVisitor,
    errorReportingDsn,
  }: WebAppOptions = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        // index.html, the service worker and the manifest must be fresh after a deploy.
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  const numberedPages: NumberedPage[] = [
    { pattern: ATHLETE_PAGE_PATTERN, numberOf: athletePageNumber, readMeta: readAthleteMeta },
    { pattern: CONTEST_PAGE_PATTERN, numberOf: contestPageNumber, readMeta: readContestMeta },
  ];
  /** The numbered page a path names (when the server reads its meta) and its number. */
  const numberedPageOf = (urlPath: string) => {
    for (const page of numberedPages) {
      const n = page.numberOf(urlPath);
      if (n !== undefined && page.readMeta) return { page, readMeta: page.readMeta, n };
    }
    return undefined;
  };
  const prerendered = readPrerenderedPages(distDir);
  const livePages = liveData
    ? createLivePages({
        ssrDir: `${distDir}-ssr`,
        sources: liveData,
        log: app.log,
        finish: async (html, pagePath) => {
          const numbered = numberedPageOf(pagePath);
          const meta = numbered ? await numbered.readMeta(numbered.n) : publicPageMeta(pagePath);
          return meta ? injectPageMeta(html, meta) : html;
        },
      })
    : undefined;
  const accountHeaders = readForVisitor ? readAccountHeaders(`${distDir}-ssr`) : undefined;
  const panelPreviews = readForVisitor
    ? createPanelPreviews({ ssrDir: `${distDir}-ssr`, log: app.log })
    : undefined;
  // One copy per page with its meta, made on first request (the files change only on deploy).
  // Keyed by the file or meta object, not the URL, so odd URLs cannot grow the cache.
  const withMeta = new Map<string | TPageMeta, Buffer>();
  // Pre-rendered pages with changed site links, for the links of the moment only: when the
  // operators change them again, the copies of the previous ones are dropped. Weak: a live
  // page's render is replaced every minute, and its copy goes with it.
  let linkedFor = '';
  let withLinks = new WeakMap<Buffer, Buffer>();
  // Keyed by the meta's text, so a page is one Buffer (and one compressed copy) until it changes.
  const athletePages = new Map<string, Buffer>();
  onPublicPagesChanged?.(() => {
    livePages?.invalidate();
    athletePages.clear();
  });
  const numberedPageHtml = async (meta: TPageMeta | undefined): Promise<Buffer> => {
    if (!meta) return indexHtml;
    const key = [meta.title, meta.description, meta.share?.image, meta.share?.url].join('\n');
    let html = athletePages.get(key);
    if (!html) {
      html = Buffer.from(injectPageMeta(indexHtml.toString('utf8'), meta));
      athletePages.set(key, html);
      const oldest = athletePages.keys().next().value;
      if (athletePages.size > ATHLETE_PAGES_KEPT && oldest !== undefined) {
        athletePages.delete(oldest);
      }
    }
    return html;
  };
  const htmlFor = async (urlPath: string, hasQuery: boolean): Promise<Buffer> => {
    // An athlete's page is rendered with its offers (live-pages.ts), a contest's with its
    // entries, else the shell named after them (no server bundle, or a URL with a query: a
    // checkout's return).
    const numbered = numberedPageOf(urlPath);
    if (numbered) {
      const canonical = numbered.page.pattern.replace(/:\w+$/, String(numbered.n));
      const live = hasQuery ? undefined : await livePages?.htmlOf(canonical, numbered.page.pattern);
      return live ?? numberedPageHtml(await numbered.readMeta(numbered.n));
    }
    // A live page's current render (live-pages.ts); not for a URL with a query, as below.
    const live = hasQuery ? undefined : await livePages?.htmlOf(pageKey(urlPath));
    if (live) return withCurrentLinks(live);
    const meta = publicPageMeta(urlPath);
    // A query can change the page (?sport=, ?tab=): the copy rendered without one would show
    // something else until the client replaced it, so such a visit gets the shell. A page
    // pre-rendered without public meta (the sign-in form) keeps the title it was built with.
    const file = hasQuery ? undefined : prerendered.get(pageKey(urlPath));
    const key = file ?? meta;
    if (!key) return indexHtml;
    let html = withMeta.get(key);
    if (!html) {
      const base = file ? fs.readFileSync(file, 'utf8') : indexHtml.toString('utf8');
      html = Buffer.from(meta ? injectPageMeta(base, meta) : base);
      withMeta.set(key, html);
    }
    return file ? withCurrentLinks(html) : html;
  };
  const withCurrentLinks = async (html: Buffer): Promise<Buffer> => {
    if (!readSiteLinks) return html;
    const links = await readSiteLinks();
    const changedLinks = changedSiteLinks(links);
    if (changedLinks.length === 0) return html;
    const changed = JSON.stringify(changedLinks);
    if (changed !== linkedFor) {
      linkedFor = changed;
      withLinks = new WeakMap();
    }
    let linked = withLinks.get(html);
    if (!linked) {
      linked = Buffer.from(writeSiteLinks(html.toString('utf8'), links));
      withLinks.set(html, linked);
    }
    return linked;
  };
  // Each page once with the DSN (keyed by its body, as the compressed copies are).
  const withDsn = new WeakMap<Buffer, Buffer>();
  const withErrorReporting = (html: Buffer, forVisitor: boolean): Buffer => {
    if (!errorReportingDsn) return html;
    if (forVisitor)
      return Buffer.from(injectErrorReportingDsn(html.toString('utf8'), errorReportingDsn));
    let copy = withDsn.get(html);
    if (!copy) {
      copy = Buffer.from(injectErrorReportingDsn(html.toString('utf8'), errorReportingDsn));
      withDsn.set(html, copy);
    }
    return copy;
  };
  /**
   * The page as the visitor whose session cookie it carries sees it (writeAccountHeader), or
   * undefined: no such cookie or session (the page as built), or a page without the header.
   */
  const forAccount = async (request: FastifyRequest, page: Buffer) => {
    if (!accountHeaders || !hasSessionCookie(request)) return undefined;
    if (!page.includes(accountHeaders.signedOut)) return undefined;
    const read = readForVisitor?.(request);
    const me = read && (await read('/api/me'));
    const body = me?.status === 200 ? (me.body as TMeResponse | undefined) : undefined;
    if (!body?.user) return undefined;
    const html = writeAccountHeader(page.toString('utf8'), accountHeaders, {
      ...body,
      user: body.user,
    });
    return html === undefined ? undefined : Buffer.from(html);
  };
  const compressed = createCompressedCache();
  /**
   * An HTML page, compressed as the client accepts: once per body and encoding, or, for a page
   * drawn for one visitor (a panel preview), for this answer alone and kept by no cache.
   */
  const sendHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Buffer,
    {
      forVisitor = false,
      byCookie = forVisitor,
    }: {
      forVisitor?: boolean;
      /** A shared page a session would change (its header): caches keep it per cookie. */
      byCookie?: boolean;
    } = {},
  ) => {
    const html = withErrorReporting(page, forVisitor);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', forVisitor ? 'private, no-store' : 'no-cache')
      .header('Vary', byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    const body = forVisitor ? await compressPerRequest(html, encoding) : compressed(html, encoding);
    return reply.header('Content-Encoding', encoding).send(body);
  };
  /**
   * A signed-in visitor of a signed-out page (/auth/login, /fan/login) is sent on by the server,
   * where the session cookie is, before any script: where the web app's guard would send them.
   */
  const signedInVisitorTarget = async (request: FastifyRequest, urlPath: string) => {
    const read = readForVisitor?.(request);
    if (!read) return undefined;
    const me = await read('/api/me');
    const user =
      me.status === 200 ? (me.body as { user?: { role: TRole } } | undefined)?.user : null;
    if (!user) return undefined;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    return signedInRedirect(urlPath, query.get('redirect'), user.role) ?? undefined;
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const candidate = path.join(distDir, path.normalize(urlPath));
    if (
      candidate.startsWith(distDir) &&
      urlPath !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (path.extname(urlPath) && urlPath.startsWith('/assets/')) return reply.callNotFound();
    const hasQuery = request.url.includes('?');
    if (isSignedOutOnlyPath(urlPath)) {
      const target = await signedInVisitorTarget(request, urlPath);
      if (target) {
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Cookie')
          .redirect(target, 302);
      }
    }
    // A panel page asked without any session cookie is a signed-out visitor's: sent to sign in
    // here, as the web app's guard would after /api/me. Served, its frame's start script sent its
    // early reads (the route's prefetches, decision 0035), which answer 401 without a session and
    // which the browser logs as failed resources in the console.
    const panelPath = isAthletePanelPath(urlPath);
    if (panelPath && !hasSessionCookie(request)) {
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .redirect(signInTarget(request.url), 302);
    }
    // The visitor's reads, each asked once for this answer (the check below and the preview).
    const read =
      panelPath || (panelPreviews && !hasQuery) ? readOnce(readForVisitor?.(request)) : undefined;
    // A cookie that names no live session (it ended, expired or was signed out elsewhere) is a
    // signed-out visitor's too: sent to sign in and the dead cookie dropped, for the same reason.
    if (panelPath && read && (await read('/api/me')).status === 401) {
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
        .redirect(signInTarget(request.url), 302);
    }
    const preview =
      read &&
      panelPreviews &&
      !hasQuery &&
      (await panelPreviews.htmlOf(pageKey(urlPath), read, urlPath));
    if (preview) return sendHtml(request, reply, preview, { forVisitor: true });
    const page = await htmlFor(urlPath, hasQuery);
    // A signed-in visitor's copy is theirs alone; everyone else's stays shared.
    const personal = await forAccount(request, page);
    if (personal) return sendHtml(request, reply, personal, { forVisitor: true });
    return sendHtml(request, reply, page, {
      byCookie: accountHeaders !== undefined && page.includes(accountHeaders.signedOut),
    });
  });
}
