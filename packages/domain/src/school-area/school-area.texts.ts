import {
  CONTRACT_LEVEL_LABELS,
  type TContractLevel,
} from '../school-contracts/school-contracts.model';

/**
 * The school administrator's area (spec part 1: role school-admin, "notifications matched by
 * school"; DESIGN.md Roles: `/school`, its own sign-in page and layout). Only accounts of role
 * school-admin enter it; the server refuses its routes to every other role.
 */
export const SCHOOL_PATHS = {
  home: '/school',
  login: '/school/login',
  notifications: '/school/notifications',
} as const;

export const SCHOOL_MENU = [
  { path: SCHOOL_PATHS.home, title: 'My school' },
  { path: SCHOOL_PATHS.notifications, title: 'Notifications' },
] as const;

export type TSchoolMenuEntry = (typeof SCHOOL_MENU)[number];

export const SCHOOL_BRAND_TITLE = 'FHP School Area';

/** The menu entry of a school-area path (exact: `/school` is a prefix of every other entry). */
export function schoolMenuEntry(pathname: string): TSchoolMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SCHOOL_MENU.find((entry) => path === entry.path);
}

export function schoolRouteTitle(pathname: string): string {
  return schoolMenuEntry(pathname)?.title ?? SCHOOL_BRAND_TITLE;
}

/**
 * The pre-filled contract request (/school-licence, built with the request page). Agreed query
 * parameters: `level` (college | high-school), `state` (the state's code, e.g. FL), `place` (the
 * city for a college, the county for a high school), `schoolId` (the listed school's id).
 */
export const SCHOOL_LICENCE_PATH = '/school-licence';
export function schoolLicenceRequestPath(prefill: {
  level: TContractLevel;
  state: string | null;
  place: string | null;
  schoolId: number | null;
}): string {
  const pairs: [string, string][] = [['level', prefill.level]];
  if (prefill.state) pairs.push(['state', prefill.state]);
  if (prefill.place) pairs.push(['place', prefill.place]);
  if (prefill.schoolId !== null) pairs.push(['schoolId', String(prefill.schoolId)]);
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${SCHOOL_LICENCE_PATH}?${query}`;
}

/**
 * The types of the notifications a school administrator's bell lists, one row per administrator
 * of the school (`notifications.school_id` names the school), written where each thing happens.
 */
export const SCHOOL_NOTIFICATION_TYPES = {
  athleteRegistered: 'school-athlete-registered',
  ipAccepted: 'school-ip-accepted',
  ipSale: 'school-ip-sale',
} as const;
export type TSchoolNotificationType =
  (typeof SCHOOL_NOTIFICATION_TYPES)[keyof typeof SCHOOL_NOTIFICATION_TYPES];

export const schoolNotificationMessages = {
  athleteRegistered: (athlete: string, sport: string | null, school: string) =>
    `${athlete}${sport ? ` (${sport})` : ''}, an athlete of ${school}, registered on FHP.`,
  ipAccepted: (athlete: string, school: string) =>
    `${athlete} accepted the IP contract of ${school}.`,
  /** A sale under the school's IP: the school's share, already formatted. */
  ipSale: (athlete: string, share: string) =>
    `${athlete} sold under your school's IP contract: ${share} credited to the school's royalties.`,
} as const;

export const schoolAreaTexts = {
  brand: SCHOOL_BRAND_TITLE,
  loginTitle: 'School administrator sign-in',
  loginSubtitle: "Sign in to see your school's IP contract, its athletes and notifications.",
  athletePrompt: 'Are you an athlete?',
  athleteLink: 'Sign in to the athlete panel',
  mainMenu: 'School area menu',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  signOut: 'Sign out',
  otherAreaTitle: 'This is the school administrators’ area',
  otherAreaText: (name: string) =>
    `You are signed in as ${name}, whose account is not a school administrator's.`,
  goToOwnArea: 'Go to my area',
  noSchoolTitle: 'No school yet',
  noSchool:
    'Your account is not linked to a listed school yet. It is linked when the operators approve your school’s contract request.',
  contractTitle: 'IP license contract',
  noContract: 'Your school has no IP license contract yet.',
  requestContract: 'Request a contract',
  contractNumber: 'Contract number',
  contractStatus: 'Status',
  effectiveDate: 'Effective date',
  approvedDate: 'Approved on',
  viewContract: 'View the contract',
  downloadPdf: 'Download the signed PDF',
  statusLabels: {
    draft: 'Draft',
    signed: 'Signed',
    approved: 'Approved',
  },
  statusHints: {
    draft: 'Waiting for the officer’s signature.',
    signed: 'Waiting for FHP’s countersignature.',
    approved: 'Countersigned and sealed.',
  },
  athletesTitle: 'Athletes under the IP contract',
  athletesIntro: 'The athletes of your school who accepted the IP contract offer.',
  noAthletes: 'No athlete of your school has accepted the IP contract yet.',
  athleteName: 'Name',
  athleteNumber: 'Athlete ID',
  athleteSport: 'Sport',
  acceptedAt: 'Accepted',
  loadMore: 'Load More',
  notificationsTitle: 'Notifications',
  levelLabels: CONTRACT_LEVEL_LABELS,
} as const;

/** The athlete's "Check School IP" page (/admin/index). */
export const checkSchoolIpTexts = {
  title: 'Check School IP',
  intro:
    'When your school holds an IP license contract with FHP and you accept it, the school receives a share of the mementos you sell: you keep 78% (68% with a manager) instead of 88% (78%).',
  noSchool:
    'Your profile names no listed school, so no school contract can apply. Choose your school in your profile’s address.',
  editProfile: 'Open my profile',
  schoolLabel: 'School',
  holdsContract: 'Your school holds an approved IP contract',
  noContract: 'Your school has no approved IP contract yet',
  noContractText:
    'Ask your school to request one: the request form opens with your school already chosen.',
  askSchool: 'Ask my school for a contract',
  contractNumber: 'Contract number',
  approvedDate: 'Approved on',
  viewContract: 'View the contract',
  acceptanceTitle: 'Your acceptance',
  accepted: (date: string) => `You accepted your school's IP contract on ${date}.`,
  acceptedUndated: 'You accepted your school’s IP contract.',
  offer: 'Your school offers you its IP contract. Do you accept it?',
  notAccepted: 'You have not accepted your school’s IP contract.',
  yes: 'Yes, I accept',
} as const;
