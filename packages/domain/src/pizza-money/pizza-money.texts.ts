import { shellMessages } from '../platform/shell.messages';
import { talkingBadgesMessages } from '../talking-badges/talking-badges.messages';
import {
  GIFT_BADGE_DESCRIPTION_MAX_LENGTH,
  type TPizzaRequestDisplayStatus,
} from './pizza-money.limits';
import { pizzaMoneyMessages } from './pizza-money.messages';

/** Labels, headings and hints of /admin/pizza-money, beside the catalogue's messages (spread in). */
export const pizzaMoneyTexts = {
  ...pizzaMoneyMessages,
  heading: 'Pizza money',
  intro: `Fans ask whether you could use food assistance. Accept a request to open it to donations. ${pizzaMoneyMessages.requestWindow} Once fans have donated, thank them with a free gift badge.`,
  /** The spec's columns, the fan who asked first. */
  columns: {
    requestedBy: 'Requested by',
    athleteName: 'Athlete Name',
    email: 'Email',
    status: 'Status',
    createdAt: 'Created At',
    expiry: 'Expiry',
  },
  actionsColumn: 'Actions',
  tableLabel: 'Pizza money requests',
  statusLabels: {
    pending: 'Pending',
    active: 'Active',
    expired: 'Expired',
    gifted: 'Gifted',
  } satisfies Record<TPizzaRequestDisplayStatus, string>,
  empty:
    'No pizza money requests yet. When a fan asks whether you could use food assistance, the request appears here.',
  loadFailed: 'Pizza money requests could not be loaded.',
  loadMore: shellMessages.loadMore,
  accept: 'Accept',
  acceptAfterOpen: 'You can accept it once your open request ends.',
  reject: 'Reject',
  donations: 'Donations',
  createGift: 'Create gift badge',
  viewGift: 'View gift badge',
  /** Donations with the request's count of them. */
  donationsCount: (count: number) => `Donations (${count})`,
  /** A row button's name: its visible text first (WCAG 2.5.3), then the row it acts on. */
  forRequest: (label: string, fan: string) => `${label}: request from ${fan}`,
  requestFrom: (fan: string) => `Request from ${fan}`,
  confirmRejectTitle: 'Reject this request?',
  confirmRejectText: (fan: string) =>
    `The pizza money request from ${fan} will be deleted. This cannot be undone.`,
  cancel: 'Cancel',
  close: 'Close',
  donationsTitle: 'Donations',
  donationsLabel: 'Donations to this request',
  donationsColumns: {
    fan: 'Fan',
    email: 'Email',
    fee: 'Fee',
    amount: 'Amount',
    date: 'Date',
  },
  /** The no-fee flag in words. */
  noFeeYes: 'Fan covered the fee',
  noFeeNo: 'Fee taken from the donation',
  youReceived: (amount: string) => `You received ${amount}`,
  donationsTotal: (amount: string) => `Donated in all: ${amount}`,
  donationsEmpty: 'No donations yet.',
  donationsLoadFailed: 'The donations could not be loaded.',
  gift: {
    title: 'Create gift badge',
    hint: 'A free thank-you badge for everyone who donated to this request.',
    description: 'Description',
    descriptionCounter: (length: number) => `${length}/${GIFT_BADGE_DESCRIPTION_MAX_LENGTH}`,
    introducingImage: 'Introducing image',
    appealingImage: 'Appealing image',
    imageTypes: 'JPEG, PNG or SVG, up to 1 MB.',
    price: 'Price',
    free: 'Free of cost',
    submit: 'Create gift badge',
    clearImage: 'Clear the chosen image',
    invalidImage: talkingBadgesMessages.invalidImage,
    imageRequired: talkingBadgesMessages.imageRequired,
    preview: 'Preview',
  },
  giftView: {
    title: 'Gift badge',
    createdAt: 'Created',
    noImage: 'No image',
  },
} as const;
