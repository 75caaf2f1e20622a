/** Texts of the consent verification page and e-mail (spec part 3: Consent verification). */
export const consentMessages = {
  title: 'FHP CONSENT VERIFICATION',
  reportTitle: 'Consent Status Report',
  confirmed: 'Verify Consent Successfully',
  alreadyConfirmed: 'You Have Already Confirmed',
  notFound: 'This Consent Does Not Exist',
  checking: 'Checking the consent…',
  askedBy: 'Who asks for your consent',
  askIntro: (name: string) =>
    `${name} has joined FHP, a marketplace where fans support student athletes, and named you as their parent or guardian. High school athletes need the consent of a parent or guardian.`,
  athleteLabel: 'Athlete',
  athleteTypeLabel: 'Level',
  sportLabel: 'Sport',
  schoolLabel: 'School',
  stateLabel: 'State',
  notGiven: 'Not given',
  confirmButton: 'I give my consent',
  confirmHint:
    'Nothing is confirmed until you press the button. If you do not know this athlete, close this page.',
  confirmFailed: 'The consent could not be confirmed. Please try again.',
  backToLogin: 'Back To Login',
  confirmedOn: (date: string) => `Confirmed on ${date}`,
  loadFailed: 'The consent could not be checked. Please try again.',
  emailSubject: 'Please confirm your consent for a high school athlete on FHP',
  emailText: (athleteName: string, link: string) =>
    [
      'Hello,',
      '',
      `${athleteName} has joined FHP, a marketplace where fans support student athletes, and named you as their parent or guardian.`,
      'High school athletes need the consent of a parent or guardian. Open this link to see who asks, then confirm it with the button on the page:',
      '',
      link,
      '',
      'If you do not know this athlete, you can ignore this e-mail.',
    ].join('\n'),
} as const;
