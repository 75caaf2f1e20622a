import { CHAT_RATING_HOURS, CHAT_SCHEDULE_MAX_DAYS } from '../chats/chats.limits';
import { CALL_MAX_MINUTES, CALL_MIN_MINUTES } from '../fan-purchases/fan-purchases.limits';
import { formatCents, type TCents } from '../money/money';
import {
  GROUP_CHAT_MAX_SEAT_CENTS,
  GROUP_CHAT_MAX_SEATS,
  GROUP_CHAT_MIN_SEAT_CENTS,
  GROUP_CHAT_MIN_SEATS,
  GROUP_CHAT_TITLE_MAX,
} from './group-chats.limits';

export const groupChatsMessages = {
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title under ${GROUP_CHAT_TITLE_MAX} characters.`,
  timeInvalid: 'Enter a valid date and time.',
  timeInPast: 'Choose a time in the future.',
  timeTooFar: `Choose a time within the next ${CHAT_SCHEDULE_MAX_DAYS} days.`,
  minutesInvalid: `Choose ${CALL_MIN_MINUTES} to ${CALL_MAX_MINUTES} whole minutes.`,
  priceInvalid: `Choose a seat price from ${formatCents(GROUP_CHAT_MIN_SEAT_CENTS)} to ${formatCents(GROUP_CHAT_MAX_SEAT_CENTS)} (whole cents).`,
  seatsInvalid: `Choose ${GROUP_CHAT_MIN_SEATS} to ${GROUP_CHAT_MAX_SEATS} seats.`,
  outcomeInvalid: 'Choose Satisfactory, Rude or short, or No-show.',
  notFound: 'This group chat was not found.',
  seatNotFound: 'This seat was not found.',
  paymentNotFound: 'This payment was not found.',
  full: 'This group chat is full: every seat is sold or in a checkout.',
  notOnSale: 'Seats of this group chat are no longer on sale.',
  alreadySeated: 'You already hold a seat in this group chat.',
  ownGroupChat: 'You cannot buy a seat in your own group chat.',
  seatsSoldLocked:
    'Seats are sold: the price and the number of seats can no longer change. Cancel the group chat instead.',
  seatsBelowSold: 'There cannot be fewer seats than are sold.',
  alreadyCancelled: 'This group chat is already cancelled.',
  alreadyStarted: 'This group chat has started: it can no longer be cancelled.',
  notYetHeld: 'This group chat has not happened yet: rate it once it has ended.',
  ratingClosed: `The ${CHAT_RATING_HOURS}-hour rating window of this group chat has closed.`,
  alreadyRated: 'This seat is already rated.',
  created: 'Group chat scheduled. Fans can buy seats on your page.',
  updated: 'Group chat updated.',
  cancelled: 'Group chat cancelled. Every held seat is released and its fan told.',
  checkoutStarted: 'Taking you to the checkout. Your money is held, not taken, until the chat.',
  seatHeld: 'Your seat is held. Your money is taken only after the group chat.',
  rated: 'Thank you. Your rating settles your seat.',
  athleteEmpty: 'You have not scheduled a group chat yet.',
  fanEmpty: 'You do not hold a seat in any group chat yet.',
  publicEmpty: 'No group chats are scheduled right now.',
  cancelConfirm:
    'Cancel this group chat? Every held seat is released (nothing is charged) and its fan told. This cannot be undone.',
  howItWorks: `Your money is held, not taken, when you buy a seat. If the athlete cancels, the hold is released. After the chat you rate it within ${CHAT_RATING_HOURS} hours (no answer counts as satisfactory); a rude, short or missed chat gives part of the price back to you.`,
  /** The fan's bell and e-mail. */
  cancelledForFan: (athleteName: string, title: string) =>
    `${athleteName} cancelled the group chat "${title}". Your money is released; nothing was charged.`,
  startingForFan: (athleteName: string, title: string, when: string) =>
    `The group chat "${title}" with ${athleteName} starts at ${when}.`,
  settledForFan: (title: string, charged: TCents, returned: TCents) =>
    returned > 0
      ? `Your seat in "${title}" is settled: ${formatCents(charged)} charged, ${formatCents(returned)} given back to you.`
      : `Your seat in "${title}" is settled: ${formatCents(charged)} charged.`,
  emailSubject: (title: string) => `Your group chat: ${title}`,
} as const;
