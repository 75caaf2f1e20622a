import { schoolLicenseMessages } from '../legal/school-license.messages';

/** The game-video licensing block of the school IP page (spec: INSTRUCTIONS and GET STARTED). */
export const schoolLicensingMessages = {
  heading: 'Memento game video licensing',
  body: 'Game video may only be used in mementos after the school signs a license agreement with FHP. Until then, mementos use only the athlete’s own material.',
  instructions: 'INSTRUCTIONS',
  getStarted: 'GET STARTED',
  instructionsTitle: 'How a school licenses its game video',
  instructionsSteps: [
    'The School Verification Officer requests a contract for the school (college or high school).',
    'FHP checks the request and prepares the license agreement.',
    'The officer signs the agreement as licensor; FHP countersigns.',
    'Game video becomes available for mementos, and the school earns its royalty.',
  ],
  readAgreement: 'Read the school license agreement',
  close: 'Close',
} as const;

/** Texts shared by every info page. */
export const infoPageUiMessages = {
  goBack: 'Go Back',
  videosHeading: 'Videos',
  continue: 'Continue',
  cancel: 'Cancel',
  playVideo: 'Play Video',
  newTab: '(opens in a new tab)',
  adLabel: 'Advertisement',
} as const;

/** The info pages' texts in the message catalogue (their content is in info-pages.content.ts). */
export const infoPagesMessages = {
  ...infoPageUiMessages,
  licensing: schoolLicensingMessages,
  schoolLicense: schoolLicenseMessages,
} as const;
