/** Texts of the landing (/) and home (/home) pages. */
export const landingMessages = {
  headline: 'Cheer louder. Support the athletes you follow.',
  intro:
    'FHP is the marketplace where sports fans back college and high school athletes with badges, mementos, chats and endorsements.',
  shareClaim: 'Up to 88% of what you spend goes directly to student athletes.',
  installTitle: 'Get the FHP app',
  installIphone: 'iPhone: tap Share, then “Add to Home Screen”.',
  installAndroid: 'Android: open the browser menu, then “Install app”.',
  installIntro: 'Add FHP to your home screen: it opens full screen, like an app.',
  installIphoneTab: 'iPhone',
  installAndroidTab: 'Android',
  installPrevious: 'Previous',
  installNext: 'Next',
  installStep: (step: number, total: number) => `Step ${step} of ${total}`,
  installIphoneSteps: [
    'Open this page in Safari.',
    'Tap the Share button at the bottom of the screen.',
    'Scroll down and tap “Add to Home Screen”.',
    'Tap “Add”. FHP now opens from its icon on your home screen.',
  ],
  installAndroidSteps: [
    'Open this page in Chrome.',
    'Tap the menu (three dots) at the top right.',
    'Tap “Install app” or “Add to Home screen”.',
    'Confirm with “Install”. FHP now opens from its icon.',
  ],
  homeVideosTitle: 'Watch and read',
  homeLinksTitle: 'More from FHP',
  homeTitle: 'Welcome to FHP',
  homeIntro:
    'FHP is a marketplace for amateur sports: fans support college and high school athletes, athletes earn from their name, image and likeness, and schools license their game video.',
  howItWorksTitle: 'How it works',
  howItWorksSteps: [
    {
      title: 'Fans support',
      body: 'Buy sport badges, mementos, chats and endorsements from the athletes you follow.',
    },
    {
      title: 'Athletes earn',
      body: 'Student athletes license their name, image and likeness and keep most of the money.',
    },
    {
      title: 'Schools take part',
      body: 'Schools sign an IP license so their game video can be used, with their approval.',
    },
  ],
  exploreTitle: 'Explore',
  athleteCtaTitle: 'Are you a student athlete?',
  athleteCtaBody:
    'Set your chat rate, sell sport badges and answer your fans from your own athlete panel.',
  athleteCtaButton: 'Athlete sign in',
} as const;
