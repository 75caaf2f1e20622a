import { schoolLicenseMessages } from '../legal/school-license.content';
import { schoolRequestsMessages } from '../school-contracts/school-requests.messages';
import { SCHOOL_LICENCE_AGREEMENT_PATH } from '../school-contracts/school-requests.schemas';
import { INFO_PAGES, type TInfoPage } from './info-pages.content';

/**
 * Title and description of each public route, injected by the server into index.html (so links
 * shared on social sites and the first paint show the right title) and used by the pages'
 * usePageTitle. Keys are lower-case paths: routes match case-insensitively.
 */
export type TPageMeta = {
  title: string;
  description: string;
  /**
   * A shared link's preview (Open Graph and Twitter card), where it says more than the page's
   * title (an athlete's name and sport), its picture (an absolute URL) and address.
   */
  share?: { title: string; image?: string; url?: string; type?: 'profile' | 'website' };
};

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
      title: schoolRequestsMessages.requestTitle,
      description:
        'School Verification Officers request their school’s IP license contract with FHP: review, e-signing, a sealed PDF.',
    },
  ],
  [
    '/search-school-contract',
    {
      title: schoolRequestsMessages.searchTitle,
      description: 'Find a school’s approved IP license contract with FHP.',
    },
  ],
  [
    SCHOOL_LICENCE_AGREEMENT_PATH,
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
  [
    '/athletes',
    {
      title: 'Find athletes',
      description:
        'Search student athletes by name, athlete ID, school, sport and state, and support them with badges, endorsements and calls.',
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

/** An athlete's public page, as a route pattern (the web app's route, the server's live page). */
export const ATHLETE_PAGE_PATTERN = '/athletes/:athleteNumber';

/** A shared link's description is cut here (messengers show two or three lines). */
const SHARE_DESCRIPTION_MAX = 200;

/** An athlete's public page: `/athletes/<athlete ID>` (the page reads no session). */
const ATHLETE_PAGE_ROUTE = /^\/athletes\/(\d{1,10})\/?$/i;

/** The athlete ID an athlete page's path names, or undefined for any other path. */
export function athletePageNumber(pathname: string): number | undefined {
  const digits = ATHLETE_PAGE_ROUTE.exec(pathname)?.[1];
  const n = digits === undefined ? Number.NaN : Number(digits);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * An athlete page's meta: the athlete's name as the title, their bio as the description, or
 * sport and school when they wrote none, so a shared link names who it leads to; the preview's
 * title adds the sport, and its picture is their photo. The server writes it into the HTML.
 */
export function athletePageMeta(athlete: {
  firstName: string;
  lastName: string;
  sport: string | null;
  schoolName: string | null;
  bio?: string | null;
  /** Absolute URLs: the athlete's photo (when they have one) and their page. */
  photoUrl?: string | null;
  pageUrl?: string;
}): TPageMeta {
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  const who = [athlete.sport, athlete.schoolName && `at ${athlete.schoolName}`]
    .filter(Boolean)
    .join(' ');
  const bio = athlete.bio?.replace(/\s+/g, ' ').trim();
  const description = bio
    ? bio.length > SHARE_DESCRIPTION_MAX
      ? `${bio.slice(0, SHARE_DESCRIPTION_MAX - 1).trimEnd()}…`
      : bio
    : `${who ? `${name}, ${who}. ` : ''}Support ${name} on FHP with badges, endorsements and calls.`;
  return {
    title: name,
    description,
    share: {
      title: athlete.sport ? `${name} · ${athlete.sport}` : name,
      type: 'profile',
      ...(athlete.photoUrl ? { image: athlete.photoUrl } : {}),
      ...(athlete.pageUrl ? { url: athlete.pageUrl } : {}),
    },
  };
}

/** The document title for a page: "<title> | FHP" (as usePageTitle writes it). */
export function documentTitle(title: string): string {
  return `${title} | ${BRAND}`;
}
