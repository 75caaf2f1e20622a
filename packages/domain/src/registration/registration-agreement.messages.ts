import { FAN_LICENSE_MAX_DOLLARS, FAN_LICENSE_MIN_DOLLARS } from '../money/fan-license';
import { formatCents } from '../money/money';
import { MIN_WITHDRAWAL_CENTS } from '../wallet/wallet.limits';

/**
 * The License (Brand Ambassador) Agreement dialog: a plain-language summary built from the
 * spec's agreement summary (part 1, sections 1 and 9). Figures are the spec's, the license range
 * and the payout minimum as decision 0046 settled them (from the constants the checks use); the full legal
 * text, when the owner provides it, is a document link (a setting), with this as its summary.
 */
export const LICENSE_AGREEMENT_SUMMARY: readonly string[] = [
  'License. You license FHP to use your name, image and likeness (NIL) on badges, videos, mementos and promotions on the FHP marketplace.',
  'Term. The license lasts up to six years; for a registered school athlete, up to your years of school enrollment.',
  'Your duties. You post about FHP on your social media at least 8 times a year and keep your profile truthful.',
  'Confidentiality. One of two clauses applies, as stated in your agreement: either you may not share the contract details, or you are free to share them.',
  'Royalties on mementos. You receive 88% of the fan’s payment; 78% when your school holds an IP contract or you have a manager; 68% with both.',
  'Royalties on endorsements, badges and food assistance. Up to 94% of the fan’s contribution goes to athletes: you receive 88% without a manager and 79.2% with one.',
  'Royalties on chats. 88% (79.2% with a manager) when the chat is satisfactory; 53% (47.7%) when it is rude or short; 23% (20.7%) when you do not show up.',
  `Fan licenses. Fans buy badge licenses from $${FAN_LICENSE_MIN_DOLLARS} to $${FAN_LICENSE_MAX_DOLLARS}; a license lasts as many weeks as dollars paid.`,
  `Payouts. You may withdraw your wallet balance to your payout e-mail whenever it is at least ${formatCents(
    MIN_WITHDRAWAL_CENTS,
  )}; nothing is held back until a yearly threshold.`,
  'Taxes. NIL income is reported on Form 1099 when it is over $600 in a year.',
  'Liability. Each party’s liability is capped at the compensation paid to you in the previous 6 months.',
  'Notices. A notice is deemed given 1 business day after it is sent by e-mail, or 5 business days after it is sent by registered mail.',
  'Breach. A party in breach has 30 days to cure it after notice before the other may terminate.',
  'Law and disputes. Florida law governs the agreement; disputes are settled by arbitration.',
];

export const registrationAgreementMessages = {
  licenseAgreementTitle: 'License Agreement',
  licenseAgreementIntro:
    'Please read the summary of the Brand Ambassador Agreement. Tick I ACCEPT to accept it.',
  licenseAgreementSummary: LICENSE_AGREEMENT_SUMMARY,
  licenseAgreementAccept: 'I ACCEPT',
} as const;
