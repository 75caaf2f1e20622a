/** Sign-in, sign-out and password texts (spec part 1, sections 2, 5 and 8). */
export const authMessages = {
  invalidCredentials: 'Invalid credentials. Please try again with the correct information.',
  notAllowed: 'You are not allowed to access this panel',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyResetRequests: 'Too many password reset requests. Please wait 15 minutes and try again.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  signedOut: 'You have been signed out.',
  logoutTitle: 'Are you sure?',
  logoutText: 'You want to logout.',
  logoutCancel: 'Cancel',
  logoutConfirm: 'Logout',
  registeredTitle: 'Account created',
  registeredText:
    'Your athlete account is ready. Sign in, then open your Profile to check your details, add your photo and set your chat rate per minute.',
  recoveryEmailSent: 'Recovery Email Sent',
  recoveryEmailHint:
    'If an account exists for that address, it will receive a link to choose a new password. The link works once, for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
  currentPasswordInvalid: 'Current Password is Invalid',
  passwordUpdated: 'Password Updated Successfully',
  passwordTooShort: 'Password length must be at least 6.',
  samePassword: 'You are entering the same password.',
  passwordsDoNotMatch: "New Passwords and confirm new password didn't match.",
  resetEmailSubject: 'Reset your FHP password',
} as const;
