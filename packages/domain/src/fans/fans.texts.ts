import { fansMessages } from './fans.messages';

/**
 * Where the fan area's pages live. Guards, links and redirects read them here, so a moved page
 * moves everywhere at once; the server's fan reset e-mail links to `resetPassword`.
 */
export const FAN_PATHS = {
  /** Where a signed-in fan lands (`/fan` redirects here). */
  home: '/fan/purchases',
  login: '/fan/login',
  signUp: '/fan/sign-up',
  forgotPassword: '/fan/forgot-password',
  resetPassword: '/fan/reset-password',
  purchases: '/fan/purchases',
  /** The fan's giving statement of a year (issue 36). */
  statements: '/fan/statements',
  /** The fan's group chat seats (features/group-chats). */
  groupChats: '/fan/group-chats',
  /** The fan's notifications (the bell's page). */
  notifications: '/fan/notifications',
  checkoutReturn: '/fan/checkout/return',
  /** Back from a pizza money donation's checkout (captures it, then back to the athlete's page). */
  pizzaReturn: '/fan/pizza-money/return',
  /** Back from a chat's checkout (holds the money, sends the request, then the fan's chats). */
  chatReturn: '/fan/chats/return',
  /** The fan's chats: their state, the rating, the settlement. */
  chats: '/fan/chats',
  /** The athlete directory (built by the directory feature). */
  findAthletes: '/athletes',
} as const;

/** The athlete panel's sign-in, for the links between the two areas. */
export const ATHLETE_LOGIN_PATH = '/auth/login';

/** Labels, titles and hints of fan accounts and the fan area, beside the catalogue's messages. */
export const fansTexts = {
  ...fansMessages,

  signUpTitle: 'Create your fan account',
  signUpSubtitle:
    'Back student athletes with badges, endorsements and calls. Up to 88% of what you spend goes directly to the athlete.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'At least 6 characters',
  stateLabel: 'State',
  statePlaceholder: 'Search your state',
  cityLabel: 'City',
  cityPlaceholder: 'Type your city',
  locationHint: 'We let you know when athletes near you join.',
  signUpButton: 'Create fan account',
  signUpFailedTitle: 'The account could not be created',
  haveAccount: 'Already have a fan account?',
  signInLink: 'Sign in',
  termsNote: 'By creating an account you accept the',
  termsLink: 'Terms & Conditions',

  loginTitle: 'Fan sign in',
  loginSubtitle: 'Sign in to see your purchases and support your athletes.',
  newHere: 'New here?',
  createAccountLink: 'Create a fan account',
  /** On the athlete sign-in page. */
  areYouFan: 'Are you a fan?',
  fanSignInHere: 'Sign in here',
  /** On the fan sign-in page. */
  areYouAthlete: 'Are you an athlete?',
  athleteSignInLink: 'Athlete sign in',
  trustNote: 'Every purchase comes with a receipt and a public verification page.',

  // The fan area's header.
  areaMenuLabel: 'Fan menu',
  findAthletes: 'Find athletes',
  myPurchases: 'My purchases',
  myGroupChats: 'Group chats',
  contests: 'Contests',
  notifications: 'Notifications',
  fanSignIn: 'Fan sign in',
  athleteSignIn: 'Athlete sign in',
  signOut: 'Sign out',
  /** The public header's link to the area of a signed-in account that is not a fan's. */
  myAthletePanel: 'My athlete panel',
  signOutFailed: 'Sign-out failed. Please try again.',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signedInAs: (name: string) => `Signed in as ${name}`,

  // The fan area's guard, for a signed-in athlete or operator.
  otherAreaTitle: 'This area is for fans',
  otherAreaText: (name: string) =>
    `You are signed in as ${name}, with an account that is not a fan account. Your own area has everything for your account.`,
  goToOwnArea: 'Go to my area',
} as const;
