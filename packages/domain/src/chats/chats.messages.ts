import { fanPurchasesMessages } from '../fan-purchases/fan-purchases.messages';
import { formatCents, type TCents } from '../money/money';
import { registrationMessages } from '../registration/registration.messages';
import { CHAT_RATING_HOURS, CHAT_REQUEST_DAYS, CHAT_SCHEDULE_MAX_DAYS } from './chats.limits';

/** One-on-one and group chats (issue 36; the spec's chat rate, fan call requests, royalty table). */
export const chatsMessages = {
  athleteNotFound: 'This athlete was not found.',
  noChatRate: 'This athlete has not set a chat rate yet.',
  channelInvalid: 'Choose WhatsApp or Zoom.',
  /** The athletes' own rule and words for a WhatsApp number (registration). */
  whatsappInvalid: registrationMessages.whatsappInvalid,
  zoomInvalid: fanPurchasesMessages.zoomInvalid,
  contactInvalid: 'Enter the WhatsApp number or Zoom e-mail to be called on.',
  minutesInvalid: 'Choose a whole number of minutes in the allowed range.',
  timesRequired: 'Propose one to three times.',
  timeInvalid: 'Enter a valid date and time.',
  timeInPast: 'Choose a time in the future.',
  timeTooFar: `Choose a time within the next ${CHAT_SCHEDULE_MAX_DAYS} days.`,
  noteTooLong: 'Keep the note under 500 characters.',
  outcomeInvalid: 'Choose Satisfactory, Rude or short, or No-show.',
  chatNotFound: 'This chat was not found.',
  paymentNotFound: 'This payment was not found.',
  notRequested: 'Only a request waiting for an answer can be accepted or declined.',
  notYetHeld: 'This chat has not happened yet: rate it once its time has come.',
  ratingClosed: `The ${CHAT_RATING_HOURS}-hour rating window of this chat has closed.`,
  alreadyRated: 'This chat is already rated.',
  ownChat: 'You cannot book a chat with yourself.',
  checkoutStarted: 'Taking you to the checkout. Your money is held, not taken, until the chat.',
  requested: `Your chat request is sent. The athlete has ${CHAT_REQUEST_DAYS} days to answer; until then your money is only held.`,
  accepted: 'Chat accepted. The fan has been told the time.',
  declined: 'Chat declined. The fan’s money is released.',
  rated: 'Thank you. Your rating settles the chat.',
  empty: 'No chat requests yet.',
  fanEmpty: 'You have not booked a chat yet.',
  howItWorks: `Your money is held, not taken, when you book. If the athlete does not answer within ${CHAT_REQUEST_DAYS} days, or declines, the hold is released. After the chat you rate it within ${CHAT_RATING_HOURS} hours (no answer counts as satisfactory); a rude, short or missed chat gives part of the price back to you.`,
  /** The fan's bell and e-mail. */
  acceptedForFan: (athleteName: string, when: string) =>
    `${athleteName} accepted your chat request for ${when}.`,
  declinedForFan: (athleteName: string) =>
    `${athleteName} declined your chat request. Your money is released; nothing was charged.`,
  expiredForFan: (athleteName: string) =>
    `${athleteName} did not answer your chat request in ${CHAT_REQUEST_DAYS} days. Your money is released; nothing was charged.`,
  startingForFan: (athleteName: string, when: string) =>
    `Your chat with ${athleteName} starts at ${when}.`,
  settledForFan: (athleteName: string, charged: TCents, returned: TCents) =>
    returned > 0
      ? `Your chat with ${athleteName} is settled: ${formatCents(charged)} charged, ${formatCents(returned)} given back to you.`
      : `Your chat with ${athleteName} is settled: ${formatCents(charged)} charged.`,
  failedForFan: (athleteName: string) =>
    `Your payment for the chat with ${athleteName} could not be taken; nothing was charged.`,
  /** The athlete's bell. */
  requestedForAthlete: (fanName: string, minutes: number) =>
    `${fanName} requested a ${minutes}-minute chat. Answer within ${CHAT_REQUEST_DAYS} days.`,
} as const;
