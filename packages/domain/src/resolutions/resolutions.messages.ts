import {
  RESOLUTION_DESCRIPTION_MAX_LENGTH,
  RESOLUTION_MESSAGE_MAX_LENGTH,
  RESOLUTION_MESSAGES_MAX,
  RESOLUTIONS_PER_DAY,
} from './resolutions.limits';

/** The resolution center (spec part 2): the athlete's tickets and their chat with an operator. */
export const resolutionsMessages = {
  added: 'Resolution Added Successfully',
  typeRequired: 'Please select a type',
  descriptionRequired: 'Please describe the problem',
  descriptionTooLong: `Please use at most ${RESOLUTION_DESCRIPTION_MAX_LENGTH} characters`,
  messageRequired: 'Please write a message',
  messageTooLong: `Please use at most ${RESOLUTION_MESSAGE_MAX_LENGTH} characters`,
  tooManyToday: `You can open at most ${RESOLUTIONS_PER_DAY} resolutions a day. Please write in an open one.`,
  threadFull: `This conversation reached ${RESOLUTION_MESSAGES_MAX} messages. Please open a new resolution.`,
  closedThread: 'This resolution is closed. Open a new one if you need more help.',
  sendFailed: 'Your message could not be sent. Please try again.',
  accepted: 'Resolution accepted',
  closed: 'Resolution closed',
  replySent: 'Reply sent',
  /** The athlete's bell and e-mail when an operator answers or decides. */
  adminReplied: (type: string) => `Admin replied to your ${type} resolution`,
  acceptedNotice: (type: string) => `Your ${type} resolution was accepted`,
  closedNotice: (type: string) => `Your ${type} resolution was closed`,
  replyEmailSubject: 'FHP: an answer to your resolution',
  replyEmailText: (firstName: string, reply: string, link: string) =>
    `Hello ${firstName || 'there'},\n\nThe FHP team answered your resolution:\n\n${reply}\n\nRead and answer it here: ${link}\n\nThe FHP team`,
} as const;
