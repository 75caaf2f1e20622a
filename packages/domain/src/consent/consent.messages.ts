/** Texts of the consent verification page and e-mail (spec part 3: Consent verification). */
export const consentMessages = {
  title: 'FHP CONSENT VERIFICATION',
  reportTitle: 'Consent Status Report',
  confirmed: 'Verify Consent Successfully',
  alreadyConfirmed: 'You Have Already Confirmed',
  notFound: 'This Consent Does Not Exist',
  checking: 'Checking the consent…',
  backToLogin: 'Back To Login',
  confirmedOn: (date: string) => `Confirmed on ${date}`,
  loadFailed: 'The consent could not be checked. Please try again.',
  emailSubject: 'Please confirm your consent for a high school athlete on FHP',
  emailText: (athleteName: string, link: string) =>
    [
      'Hello,',
      '',
      `${athleteName} has joined FHP, a marketplace where fans support student athletes, and named you as their parent or guardian.`,
      'High school athletes need the consent of a parent or guardian. If you agree, please confirm it by opening this link:',
      '',
      link,
      '',
      'If you do not know this athlete, you can ignore this e-mail.',
    ].join('\n'),
} as const;
