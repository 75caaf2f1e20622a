/** Labels, titles and hints of the sign-in, sign-up and password pages (the auth layout). */
export const authPageMessages = {
  layoutTitle: 'Your name. Your game. Your fans.',
  layoutSubtitle:
    'Sell sport badges, chat with your fans and earn from your name, image and likeness. Up to 88% of what fans spend goes directly to student athletes.',
  registerExtraCaption: 'College, high school and independent athletes are welcome.',
  illustrationLabel: 'An athlete on a podium cheered by fans holding badges',

  /** A fan (or operator) who opens the athlete panel. */
  panelForAthletesTitle: 'The athlete panel is for athletes',
  panelForAthletesText: (name: string) =>
    `You are signed in as ${name}, with an account that is not an athlete account. Your own area has everything for your account.`,
  goToOwnArea: 'Go to my area',

  loginTitle: 'Athlete Login',
  loginSubtitle: 'Sign in to your athlete panel.',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loginButton: 'Login',
  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  loginFailedTitle: 'Sign-in failed',
  registeredOk: 'OK',

  forgotTitle: 'Forgot Password',
  forgotSubtitle: 'Enter the e-mail address of your account and we will send you a reset link.',
  forgotButton: 'Send Reset Link',
  backToLogin: 'Back to Login',
  forgotFailedTitle: 'The e-mail could not be sent',

  resetTitle: 'Choose a New Password',
  resetSubtitle: 'Enter your new password twice. It must have at least 6 characters.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  resetButton: 'Save New Password',
  resetFailedTitle: 'The password could not be changed',
  resetMissingToken:
    'This page opens from the link in the password reset e-mail. Request a new e-mail if you need one.',
  requestNewLink: 'Request a new link',

  registerTitle: 'Athlete Sign Up',
  registerTermsLink: 'Read the Terms & Conditions',
  alreadyHaveAccount: 'Already have an account?',
  loginLink: 'Login',
} as const;
