/** Texts of fan accounts (sign-up, the fan area's sign-in). */
export const fansMessages = {
  stateRequired: 'Choose your state.',
  stateInvalid: 'Choose a state from the list.',
  cityRequired: 'Enter your city.',
  cityTooLong: 'The city name is at most 100 characters.',
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  signedUp: 'Welcome! Your fan account is ready.',
  /** The fan area admits fans; an athlete or operator is sent to their own panel. */
  fanAreaOnly: 'This sign-in is for fans. Athletes sign in to the athlete panel.',
} as const;
