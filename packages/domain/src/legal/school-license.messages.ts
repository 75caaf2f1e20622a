/**
 * The School IP License Agreement's key figures and page texts; the agreement's sections are in
 * school-license.content.ts (the catalogue and the profile read these without the legal text).
 */
export type TLegalSection = { id: string; title: string; paragraphs: readonly string[] };

export const SCHOOL_LICENSE_TERM_YEARS = 5;
export const SCHOOL_LICENSE_CURE_DAYS = 30;
export const SCHOOL_LICENSE_ROYALTY_PERCENT = 10;

export const schoolLicenseMessages = {
  title: 'School IP License Agreement',
  subtitle: 'Game video license between a school (Licensor) and FHP (Licensee)',
  intro:
    'This agreement lets FHP use a school’s game video in mementos that student athletes create and fans buy. A School Verification Officer signs it for the school; FHP’s administrator countersigns. This page shows the standard terms; the signed copy adds the school’s details (Schedule B).',
  keyFiguresTitle: 'Key figures',
  keyFigures: [
    `Term: ${SCHOOL_LICENSE_TERM_YEARS} years`,
    `Royalty: ${SCHOOL_LICENSE_ROYALTY_PERCENT}% of gross proceeds of licensed mementos, paid annually by check`,
    `Cure period for a material breach: ${SCHOOL_LICENSE_CURE_DAYS} days`,
    'Liability cap: compensation paid in the prior 6 months',
    'Arbitration: Broward County, Florida',
  ],
  tocTitle: 'Contents',
  goBack: 'Go Back',
  backToTop: 'Back to top',
} as const;
