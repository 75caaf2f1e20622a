/**
 * The School IP License Agreement (/school-licence), as a readable document built from the spec's
 * summary (part 3, "School license agreement"): 5-year term, 30-day cure period, 10% royalty of
 * gross proceeds of licensed mementos paid annually by check, liability capped at the prior
 * 6 months' compensation, notices deemed given after 1 or 5 business days, arbitration in Broward
 * County, Florida. The source ends mid-sentence in the compensation schedule; Schedule A here
 * states the royalty in full instead.
 */
import {
  SCHOOL_LICENSE_CURE_DAYS,
  SCHOOL_LICENSE_ROYALTY_PERCENT,
  SCHOOL_LICENSE_TERM_YEARS,
  type TLegalSection,
} from './school-license.messages';

export * from './school-license.messages';

export const SCHOOL_LICENSE_SECTIONS: readonly TLegalSection[] = [
  {
    id: 'parties',
    title: 'Parties and purpose',
    paragraphs: [
      'The school named in Schedule B ("Licensor") owns the copyright in video recordings of its athletic events ("Game Video"). FHP, a Florida company ("Licensee"), runs a marketplace where student athletes license their name, image and likeness to fans.',
      'The Licensor grants the license below so that athletes may include Game Video in mementos sold through FHP, in line with the school’s and conference’s NIL guidelines.',
    ],
  },
  {
    id: 'grant',
    title: 'License grant',
    paragraphs: [
      'The Licensor grants FHP a non-exclusive, non-transferable license to reproduce, display and distribute short excerpts of Game Video as part of licensed mementos, only for the views listed as allowed in Schedule B and never for the views listed as restricted.',
      'All other rights remain with the Licensor. The license does not include the school’s marks or logos unless Schedule B says so.',
    ],
  },
  {
    id: 'term',
    title: 'Term',
    paragraphs: [
      `The agreement starts on the effective date (the date it is signed) and lasts ${SCHOOL_LICENSE_TERM_YEARS} years, unless ended earlier under the termination section.`,
    ],
  },
  {
    id: 'compensation',
    title: 'Compensation and royalty',
    paragraphs: [
      `FHP pays the Licensor a royalty of ${SCHOOL_LICENSE_ROYALTY_PERCENT}% of the gross proceeds of licensed mementos that include the Licensor’s Game Video (see Schedule A).`,
      'Royalties are paid once a year by check to the address in Schedule B, with a statement of the mementos sold and their gross proceeds.',
    ],
  },
  {
    id: 'approval',
    title: 'Approval and quality',
    paragraphs: [
      'The Licensor may ask FHP to remove a memento that it reasonably considers harmful to the school or in conflict with school or conference NIL guidelines; FHP removes it from sale promptly.',
    ],
  },
  {
    id: 'verification',
    title: 'School Verification Officer',
    paragraphs: [
      'The Licensor names a School Verification Officer, reachable through the school’s phone network and e-mail domain, who is authorised to sign for the school and to receive notices.',
    ],
  },
  {
    id: 'termination',
    title: 'Breach and termination',
    paragraphs: [
      `Either party may end the agreement if the other commits a material breach and does not cure it within ${SCHOOL_LICENSE_CURE_DAYS} days after written notice.`,
      'On termination FHP stops offering new mementos with Game Video; royalties earned before termination are still paid.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    paragraphs: [
      'Neither party is liable for indirect or consequential damages. Each party’s total liability is limited to the compensation paid under this agreement in the 6 months before the claim.',
    ],
  },
  {
    id: 'notices',
    title: 'Notices',
    paragraphs: [
      'Notices are given in writing. A notice is deemed given 1 business day after it is sent by e-mail or overnight courier, and 5 business days after it is sent by registered mail.',
    ],
  },
  {
    id: 'disputes',
    title: 'Governing law and arbitration',
    paragraphs: [
      'The agreement is governed by the laws of the State of Florida. Disputes that the parties cannot settle are decided by binding arbitration in Broward County, Florida.',
    ],
  },
  {
    id: 'general',
    title: 'General',
    paragraphs: [
      'This agreement, with its schedules, is the whole agreement between the parties about Game Video. Changes must be in writing and signed by both parties.',
    ],
  },
  {
    id: 'schedule-a',
    title: 'Schedule A: Compensation',
    paragraphs: [
      `Royalty: ${SCHOOL_LICENSE_ROYALTY_PERCENT}% of the gross proceeds of each licensed memento that includes the Licensor’s Game Video. Payment: annually, by check. Statement: with each payment.`,
    ],
  },
  {
    id: 'schedule-b',
    title: 'Schedule B: School details',
    paragraphs: [
      'Filled in when the school signs: contract id, school name and state; address, city and zip; allowed and restricted views; the School Verification Officer’s name, phone, extension and school e-mail.',
    ],
  },
];
