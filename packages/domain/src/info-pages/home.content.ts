import type { SiteLinkKey } from '../site-settings';

/**
 * The home page's links (spec part 3: "The landing page links internally to ..."). Every internal
 * target of the spec appears once; external ones are site-settings keys.
 */
export type THomeInternalLink = { to: string; label: string; body: string };
export type THomeExternalLink = { link: SiteLinkKey; label: string };

export const HOME_LINK_GROUPS: readonly {
  heading: string;
  links: readonly THomeInternalLink[];
}[] = [
  {
    heading: 'Chat with athletes',
    links: [
      { to: '/1on1Chat', label: 'One-on-One Chat', body: 'A private chat, paid per minute' },
      { to: '/groupChat', label: 'Group Chat', body: 'Meet an athlete with other fans' },
    ],
  },
  {
    heading: 'Badges and keepsakes',
    links: [
      { to: '/sport-badges', label: 'Sport Badges', body: 'License a name and photo by the week' },
      { to: '/endorsement', label: 'Endorsement Badges', body: '$1 buys a week of display' },
      { to: '/badges', label: 'Talking Badges', body: 'A diary entry or video from the athlete' },
      {
        to: '/seasonal-system',
        label: 'Seasonal Badges & Views',
        body: 'Season videos and QR-code cards',
      },
      { to: '/Momentos', label: 'Mementos', body: 'Keepsakes from game moments' },
      {
        to: '/verify-endorsements',
        label: 'Verify Endorsements',
        body: 'Check that a badge is real',
      },
    ],
  },
  {
    heading: 'Contests',
    links: [
      { to: '/contests', label: 'Contests', body: 'Sport and brand-ambassador contests' },
      { to: '/talent-contest', label: 'Talent Contest', body: 'Athletes show talent, fans vote' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { to: '/trending', label: 'Trending', body: "Who's popular last week" },
      { to: '/blogs', label: 'FHP Updates & News', body: 'News and blog posts' },
      { to: '/news-suggestions', label: 'News Suggestions', body: 'Tell us what to cover' },
      { to: '/pizza-money', label: 'Pizza Money', body: 'Food assistance for athletes' },
      { to: '/manager', label: 'Athlete Managers', body: 'Managers and their ratings' },
      { to: '/offers', label: 'Offers', body: 'Current offers' },
      { to: '/shop', label: 'FHP Shop', body: 'Scroll signs and posters' },
    ],
  },
  {
    heading: 'About FHP',
    links: [
      { to: '/overview', label: 'FHP Overview', body: 'How the marketplace works' },
      { to: '/school-ip', label: 'School IP & Game Video', body: 'Schools license game video' },
    ],
  },
];

export const HOME_BARGAINS = {
  heading: 'Bargains and Great Deals',
  body: 'Deals from vendors who support student athletes.',
  to: '/bargains',
  button: 'See the deals',
} as const;

export const HOME_EXTERNAL_GROUPS: readonly {
  heading: string;
  links: readonly THomeExternalLink[];
}[] = [
  {
    heading: 'Videos',
    links: [
      { link: 'introVideo', label: 'Watch the FHP intro' },
      { link: 'overviewVideo', label: 'How FHP works' },
    ],
  },
  {
    heading: 'Documents',
    links: [
      { link: 'whitepaperPdf', label: 'Whitepaper (PDF)' },
      { link: 'ecosystemPdf', label: 'Ecosystem (PDF)' },
      { link: 'nilDisclaimerPdf', label: 'NIL disclaimer (PDF)' },
    ],
  },
  {
    heading: 'Sign up',
    links: [
      { link: 'schoolSignUp', label: 'Schools' },
      { link: 'collectiveSignUp', label: 'Collectives' },
      { link: 'vendorSignUp', label: 'Vendors' },
      { link: 'fanSignUp', label: 'Fans' },
      { link: 'athleteSignUp', label: 'Athletes' },
      { link: 'tournamentOrganizerSignUp', label: 'Tournament organizers' },
    ],
  },
];
