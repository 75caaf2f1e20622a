import { schoolLicenseMessages } from '../legal/school-license.content';
import { INFO_PAGES, type TInfoPage } from './info-pages.content';

/**
 * Title and description of each public route, injected by the server into index.html (so links
 * shared on social sites and the first paint show the right title) and used by the pages'
 * usePageTitle. Keys are lower-case paths: routes match case-insensitively.
 */
export type TPageMeta = { title: string; description: string };

const BRAND = 'FHP';
const DEFAULT_DESCRIPTION =
  'FHP: the marketplace where sports fans support amateur student athletes.';

/** Each public page's canonical path (as linked and as the sitemap lists it) and its meta. */
const PAGES: [path: string, meta: TPageMeta][] = [
  ['/', { title: 'Support student athletes', description: DEFAULT_DESCRIPTION }],
  [
    '/home',
    {
      title: 'Home',
      description:
        'Fans support amateur student athletes with badges, mementos, chats and endorsements; up to 88% goes directly to athletes.',
    },
  ],
  ...(Object.values(INFO_PAGES) as TInfoPage[]).map((page): [string, TPageMeta] => [
    page.path,
    { title: page.title, description: page.description },
  ]),
  [
    '/news-suggestions',
    {
      title: 'News Suggestions',
      description: 'Suggest a story, an athlete or an event for FHP Updates & News.',
    },
  ],
  [
    '/school-licence',
    {
      title: schoolLicenseMessages.title,
      description:
        'The standard license agreement under which schools let FHP use their game video in mementos: 5-year term, 10% royalty.',
    },
  ],
  [
    '/terms-and-conditions',
    {
      title: 'Terms of Use',
      description: 'The Terms of Use of FHP, the marketplace for student-athlete fans.',
    },
  ],
  ['/shop', { title: 'Shop', description: 'Scroll signs and posters to cheer for your athletes.' }],
  [
    '/trending',
    {
      title: 'Trending',
      description: "Who's popular last week: the most supported student athletes by sport.",
    },
  ],
  ['/blogs', { title: 'FHP Updates & News', description: 'News and blog posts from FHP.' }],
  [
    '/bargains',
    {
      title: 'Great Deals',
      description: 'Bargains and great deals from vendors who support student athletes.',
    },
  ],
];

export const PUBLIC_PAGE_META: Record<string, TPageMeta> = Object.fromEntries(
  PAGES.map(([path, meta]) => [path.toLowerCase(), meta]),
);

/** The public pages' canonical paths, in site order: what /sitemap.xml lists. */
export const PUBLIC_PAGE_PATHS: readonly string[] = PAGES.map(([path]) => path);

/** Routes that also answer below their path (spec: non-exact routes). */
export const PREFIX_PAGE_PATHS = ['/pizza-money', '/terms-and-conditions', '/bargains', '/shop'];

/** The meta of a public path (without query), or undefined for non-public ones. */
export function publicPageMeta(pathname: string): TPageMeta | undefined {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const exact = PUBLIC_PAGE_META[path];
  if (exact) return exact;
  const prefix = PREFIX_PAGE_PATHS.find((p) => path.startsWith(`${p}/`));
  return prefix ? PUBLIC_PAGE_META[prefix] : undefined;
}

/** The document title for a page: "<title> | FHP" (as usePageTitle writes it). */
export function documentTitle(title: string): string {
  return `${title} | ${BRAND}`;
}
