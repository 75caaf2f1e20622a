import {
  FAN_LICENSE_MAX_DOLLARS,
  FAN_LICENSE_MIN_DOLLARS,
  licenseYearsText,
} from '../money/fan-license';
import type { SiteLinkKey } from '../site-settings';
import { INFO_PAGE_ROUTES } from './info-pages.routes';

/**
 * The public info pages (spec part 3, "Info pages" and the single screens that share their
 * pattern): one record per route, rendered by one page component. Copy is written from the spec's
 * descriptions; external targets are site-settings link keys, never hard-coded URLs.
 */
export type TInfoLink = { label: string; link: SiteLinkKey };

/** A button that opens a leave-site modal whose Continue goes to an external site. */
export type TInfoSiteChoice = {
  button: string;
  link: SiteLinkKey;
  modalTitle: string;
  modalBody: readonly string[];
  /** A Play Video link inside the modal (talking badges, seasonal). */
  video?: SiteLinkKey;
};

export type TInfoSection = {
  heading?: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
};

export type TInfoIllustration =
  | 'chat'
  | 'group'
  | 'endorsement'
  | 'badge'
  | 'overview'
  | 'memento'
  | 'seasonal'
  | 'talking'
  | 'talent'
  | 'contest'
  | 'school'
  | 'verify'
  | 'manager'
  | 'offers'
  | 'pizza';

export type TInfoPage = {
  /** The route as the spec spells it ('/1on1Chat'); prefix pages also answer '/path/*'. */
  path: string;
  prefix?: boolean;
  title: string;
  /** One sentence: the lead under the title and the page's meta description. */
  description: string;
  illustration: TInfoIllustration;
  illustrationAlt: string;
  sections: readonly TInfoSection[];
  videos: readonly TInfoLink[];
  sites: readonly TInfoSiteChoice[];
  /** Contests: images and a modal with two video links. */
  videoModal?: { button: string; title: string; videos: readonly TInfoLink[] };
  /** Pizza money and offers: an ad image with its caption. */
  ad?: { headline: string; body: string };
  /** School IP: the game-video licensing block with INSTRUCTIONS and GET STARTED. */
  licensing?: boolean;
};

const goToSite = (link: SiteLinkKey, what: string, video?: SiteLinkKey): TInfoSiteChoice => ({
  button: 'Go to site',
  link,
  modalTitle: 'You are leaving FHP',
  modalBody: [
    `${what} happens on our partner site. Continue takes you there; you sign in with your fan account.`,
    'Offers are void where prohibited or in conflict with school or conference NIL guidelines.',
  ],
  video,
});

const fanAndAthleteSites = (what: string, video: SiteLinkKey): TInfoSiteChoice[] => [
  {
    button: 'Go to fan site',
    link: 'fanSite',
    modalTitle: 'Go to fan site',
    modalBody: [
      what,
      'Fans sign in on the fan site to buy, watch and keep their badges. Continue opens the fan login.',
    ],
    video,
  },
  {
    button: 'Go to athlete site',
    link: 'athleteSite',
    modalTitle: 'Go to athlete site',
    modalBody: [
      what,
      'Athletes sign in on the athlete site to record, price and publish their badges. Continue opens the athlete login.',
    ],
    video,
  },
];

export const INFO_PAGES = {
  oneOnOneChat: {
    ...INFO_PAGE_ROUTES.oneOnOneChat,
    title: 'One-on-One Chat',
    description:
      'Book a private online chat with a student athlete and pay per minute at the rate the athlete sets.',
    illustration: 'chat',
    illustrationAlt: 'A fan and an athlete chatting on a phone',
    sections: [
      {
        heading: 'How a chat works',
        bullets: [
          'Pick an athlete and see their chat rate per minute.',
          'Request a time; the athlete accepts or suggests another.',
          'Chat online; you pay only for the minutes you use.',
          'Up to 88% of what you spend goes directly to the athlete.',
        ],
      },
      {
        paragraphs: [
          'After the chat you rate it. Athletes who show up and answer well keep most of the fee; short or missed chats pay the athlete less.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'chatVideo' }],
    sites: [goToSite('chatSite', 'Booking a one-on-one chat')],
  },
  groupChat: {
    ...INFO_PAGE_ROUTES.groupChat,
    title: 'Group Chat',
    description:
      'Join a group chat with a student athlete and other fans: the fun of a meet-and-greet, online.',
    illustration: 'group',
    illustrationAlt: 'Several fans around one athlete in a chat',
    sections: [
      {
        heading: 'Meet your athlete with friends',
        bullets: [
          'The athlete opens a group session with a time and a seat price.',
          'Fans buy a seat and join from any phone or computer.',
          'Ask questions, cheer, and get answers live.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'groupChatVideo' }],
    sites: [goToSite('groupChatSite', 'Joining a group chat')],
  },
  endorsement: {
    ...INFO_PAGE_ROUTES.endorsement,
    title: 'Endorsement Badges',
    description:
      'Endorse a student athlete with a badge at the price you choose: every $1 buys one week of public display.',
    illustration: 'endorsement',
    illustrationAlt: 'An endorsement badge with a star',
    sections: [
      {
        heading: 'You choose the price',
        paragraphs: [
          `An endorsement badge shows publicly that you back an athlete. Public display lasts one week for every dollar: $${FAN_LICENSE_MIN_DOLLARS} gives ${FAN_LICENSE_MIN_DOLLARS} weeks, and $${FAN_LICENSE_MAX_DOLLARS}, the most, gives ${FAN_LICENSE_MAX_DOLLARS} weeks (over ${licenseYearsText(FAN_LICENSE_MAX_DOLLARS)}).`,
        ],
      },
      {
        heading: 'What the athlete gets',
        bullets: [
          'Up to 88% of what you spend goes directly to the athlete.',
          'The athlete is notified and can thank you by e-mail.',
          'Anyone can check a badge on the Verify Endorsements page.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'endorsementVideo' }],
    sites: [goToSite('fanSite', 'Buying an endorsement badge')],
  },
  sportBadges: {
    ...INFO_PAGE_ROUTES.sportBadges,
    title: 'Sport Badges',
    description:
      "A sport badge is a time-limited license of an athlete's name and photo: as many weeks as dollars paid.",
    illustration: 'badge',
    illustrationAlt: 'A sport badge medallion',
    sections: [
      {
        heading: 'License a name, image and likeness',
        paragraphs: [
          "A sport badge licenses the athlete's name and photo to you for as many weeks as the dollars you pay. Athletes set their badge price ($4, $8, $12 or a custom amount).",
        ],
        bullets: [
          'Show the badge on your profile and share it.',
          'Each badge has a number that anyone can verify.',
          'Up to 88% of the price goes directly to the athlete.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'sportBadgesVideo' }],
    sites: [goToSite('fanSite', 'Buying a sport badge')],
  },
  overview: {
    ...INFO_PAGE_ROUTES.overview,
    title: 'FHP Overview',
    description:
      'How FHP works: fans support amateur student athletes, athletes earn from their name, image and likeness, schools license their game video.',
    illustration: 'overview',
    illustrationAlt: 'Fans, athletes and schools connected by FHP',
    sections: [
      {
        heading: 'For fans',
        paragraphs: [
          'Buy sport badges, endorsements, mementos, seasonal videos, talking badges and chats from the athletes you follow.',
        ],
      },
      {
        heading: 'For athletes',
        paragraphs: [
          'College and high school athletes license their name, image and likeness and keep most of the money: up to 88% of what fans spend.',
        ],
      },
      {
        heading: 'For schools',
        paragraphs: [
          'Schools sign an IP license so game video can be used in mementos, and receive a royalty on them.',
        ],
      },
      {
        heading: 'FHP coin',
        paragraphs: [
          'FHP coin is a utility token used inside the platform. It is not an investment.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'overviewVideo' }],
    sites: [goToSite('fanSite', 'Supporting athletes')],
  },
  momentos: {
    ...INFO_PAGE_ROUTES.momentos,
    title: 'Mementos',
    description:
      'Mementos are keepsakes made from game moments of your favourite student athlete, licensed by the athlete and the school.',
    illustration: 'memento',
    illustrationAlt: 'A framed game moment',
    sections: [
      {
        heading: 'A moment to keep',
        paragraphs: [
          'Athletes create mementos from their best plays on our memento platform. When a school has signed its IP license, game video can be used too.',
        ],
        bullets: [
          'Every memento is licensed by the athlete.',
          'Each one can be verified by its number.',
          'The athlete keeps up to 88% (less when a school IP license or a manager shares in it).',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'mementoVideo' }],
    sites: [goToSite('mementoSite', 'Buying and creating mementos')],
  },
  seasonalSystem: {
    ...INFO_PAGE_ROUTES.seasonalSystem,
    title: 'SEASONAL BADGES & VIEWS',
    description:
      'Seasonal badges: an online video by a student athlete, or a card with a QR code linking to a sports-analysis video.',
    illustration: 'seasonal',
    illustrationAlt: 'A badge card with a QR code beside a video player',
    sections: [
      {
        heading: 'Two kinds of seasonal items',
        bullets: [
          'An online video by a student athlete, released for the season.',
          'A printed card with a QR code that links to a sports-analysis video.',
        ],
      },
      {
        paragraphs: [
          'Athletes set an online price and a QR-code card price for each sport and season. Fans watch, collect and share their views.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'seasonalVideo' }],
    sites: fanAndAthleteSites(
      'Seasonal items are an online video by a student athlete, or a card with a QR code linking to a sports-analysis video.',
      'seasonalVideo',
    ),
  },
  badges: {
    ...INFO_PAGE_ROUTES.badges,
    title: 'Talking Badges',
    description:
      'A talking badge carries a diary entry by the athlete, or a video chosen by the athlete, for the fan who owns it.',
    illustration: 'talking',
    illustrationAlt: 'A badge with a speech bubble',
    sections: [
      {
        heading: 'A badge that speaks',
        paragraphs: [
          'Talking badges hold a diary entry written by the athlete, or a video the athlete chose. Fans keep the badge and come back for what the athlete has to say.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'talkingBadgesVideo' }],
    sites: fanAndAthleteSites(
      'A talking badge is a diary entry by the athlete, or a video chosen by the athlete.',
      'talkingBadgesVideo',
    ),
  },
  talentContest: {
    ...INFO_PAGE_ROUTES.talentContest,
    title: 'Talent Contest',
    description:
      'Student athletes show their talent on video; fans vote, and the winners earn honor badges.',
    illustration: 'talent',
    illustrationAlt: 'A microphone and a star on a stage',
    sections: [
      {
        heading: 'Show what you can do',
        bullets: [
          'Athletes enroll and add a short video.',
          'Fans watch and vote during the contest rounds.',
          'The leaderboard shows the top athletes and fans; winners get an honor badge.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'talentContestVideo' }],
    sites: [goToSite('fanSite', 'Voting in the talent contest')],
  },
  contests: {
    ...INFO_PAGE_ROUTES.contests,
    title: 'Contests',
    description:
      'Sport contests and brand-ambassador contests: athletes compete, fans vote, winners earn honor badges.',
    illustration: 'contest',
    illustrationAlt: 'A trophy',
    sections: [
      {
        heading: 'Sport contests',
        paragraphs: [
          'Schools and organizers run contests over two rounds. Athletes participate, fans support them, and the leaderboard shows who leads.',
        ],
      },
      {
        heading: 'Brand ambassador contests',
        paragraphs: [
          'Athletes enroll, add a video and create a vote-getter badge. Fans buy badges to vote; the best ambassadors win.',
        ],
      },
    ],
    videos: [],
    sites: [goToSite('fanSite', 'Taking part in a contest')],
    videoModal: {
      button: 'Watch contest videos',
      title: 'Contest videos',
      videos: [
        { label: 'How contests work', link: 'contestVideo' },
        { label: 'Contest rules', link: 'contestRulesVideo' },
      ],
    },
  },
  schoolIp: {
    ...INFO_PAGE_ROUTES.schoolIp,
    title: 'School IP & Game Video',
    description:
      'Schools license their game video for mementos by signing an IP license agreement, and earn a royalty on every memento sold.',
    illustration: 'school',
    illustrationAlt: 'A school building with a film strip',
    sections: [
      {
        heading: 'Why schools sign',
        bullets: [
          'Game video stays the school’s property; the license allows its use in mementos.',
          'The school receives a royalty on the gross proceeds of licensed mementos, paid annually.',
          'A School Verification Officer requests and signs the contract for the school.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'schoolIpVideo' }],
    sites: [goToSite('schoolSignUp', 'School sign-up')],
    licensing: true,
  },
  verifyEndorsements: {
    ...INFO_PAGE_ROUTES.verifyEndorsements,
    title: 'Verify Endorsements',
    description:
      'Every badge FHP sells can be verified: its page shows the fan, the athlete, the amount and the date of purchase.',
    illustration: 'verify',
    illustrationAlt: 'A badge with a check mark',
    sections: [
      {
        heading: 'Check that a badge is real',
        bullets: [
          'Scan the QR code on a badge, or open the link shared with it.',
          'The verification page shows the fan, the athlete, the purchase amount and the date.',
          'If FHP never sold that badge, the page says it was not found.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'verifyEndorsementsVideo' }],
    sites: [goToSite('fanSite', 'Managing your badges')],
  },
  manager: {
    ...INFO_PAGE_ROUTES.manager,
    title: 'Athlete Managers',
    description:
      'Managers help athletes sell licenses and plan their season; fans rate them, and athletes pick one by their ratings.',
    illustration: 'manager',
    illustrationAlt: 'A clipboard with a game plan',
    sections: [
      {
        heading: 'A coach for your NIL',
        bullets: [
          'Athletes look up managers by their ID and compare their ratings.',
          'Ratings come from seasonal badges, mementos, group chats, talking badges and strategy.',
          'With a manager the athlete’s share is slightly lower (for example 79.2% instead of 88%).',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'managerVideo' }],
    sites: [goToSite('fanSite', 'Becoming a manager')],
  },
  offers: {
    ...INFO_PAGE_ROUTES.offers,
    title: 'Offers',
    description:
      'Current offers for fans and athletes. Offers are void where prohibited or in conflict with school or conference NIL guidelines.',
    illustration: 'offers',
    illustrationAlt: 'A ticket with a discount',
    sections: [
      {
        paragraphs: [
          'Watch this page for launch offers on badges, mementos and chats. Offers are void where prohibited or in conflict with school or conference NIL guidelines.',
        ],
      },
    ],
    videos: [],
    sites: [],
    ad: {
      headline: 'Back your team this season',
      body: 'Up to 88% of what you spend goes directly to student athletes.',
    },
  },
  pizzaMoney: {
    ...INFO_PAGE_ROUTES.pizzaMoney,
    title: 'Pizza Money',
    description:
      'Food assistance for student athletes: fans give up to $100 per athlete every 6 months, and the athlete can thank them with a gift badge.',
    illustration: 'pizza',
    illustrationAlt: 'A slice of pizza',
    sections: [
      {
        heading: 'Buy your athlete a meal',
        bullets: [
          'Athletes ask for food assistance; fans choose whom to help.',
          'Up to $100 per athlete per 6-month period.',
          'The athlete accepts the gift and can send a gift badge back.',
        ],
      },
    ],
    videos: [{ label: 'Play Video', link: 'pizzaMoneyVideo' }],
    sites: [goToSite('fanSite', 'Giving pizza money')],
    ad: {
      headline: 'Pizza night is on you',
      body: 'Give up to $100 every 6 months to help a student athlete eat well.',
    },
  },
} as const satisfies Record<keyof typeof INFO_PAGE_ROUTES, TInfoPage>;

export type InfoPageKey = keyof typeof INFO_PAGES;
