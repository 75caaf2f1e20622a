/**
 * The Terms of Use page (/terms-and-conditions), in plain language, built from the spec's summary
 * of the legal text (part 3, "Terms of use"). Section order and key figures follow the spec.
 */
export { termsMessages } from './terms.messages';

export interface TermsSection {
  /** Anchor id of the section, used by the table of contents. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Agreement to our terms',
    paragraphs: [
      'By opening or using the Services you agree to these Terms of Use. If you do not agree, you must stop using the Services.',
    ],
  },
  {
    id: 'modification',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The "Last updated" date at the top shows the latest version; continuing to use the Services after a change means you accept the new terms.',
    ],
  },
  {
    id: 'access',
    title: 'Access to the Services',
    paragraphs: [
      'The Services are offered to people in the United States and in places where using them is lawful. We may change, suspend or stop any part of the Services at any time.',
    ],
  },
  {
    id: 'age-restriction',
    title: 'Age restriction',
    paragraphs: [
      'You must be at least 13 years old to use the Services. Users under the age of majority where they live need the permission and supervision of a parent or guardian, who agrees to these terms for them.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    paragraphs: [
      'The Services, their design, text, graphics, logos and software belong to FHP or its licensors. You may use them only for your own personal, non-commercial use of the Services.',
    ],
  },
  {
    id: 'user-representations',
    title: 'Your representations',
    paragraphs: [
      'When you use the Services you confirm that the information you give is true and current, that you have the legal capacity to accept these terms, and that you will not use the Services for any unlawful purpose.',
    ],
  },
  {
    id: 'registration',
    title: 'Registration',
    paragraphs: [
      'Some parts of the Services require an account. Keep your password confidential: you are responsible for everything done with your account. We may remove or change a username we find inappropriate.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited activities',
    paragraphs: [
      'Do not copy or scrape the Services, impersonate others, harass athletes or fans, upload harmful code, get around security features, or use the Services in a way that breaks the law or school or conference NIL guidelines.',
    ],
  },
  {
    id: 'user-contributions',
    title: 'User contributions',
    paragraphs: [
      'You may post content such as messages, photos, videos and blog posts. You remain responsible for it and confirm that it is yours to share, is accurate, and does not infringe anyone else’s rights.',
    ],
  },
  {
    id: 'contribution-license',
    title: 'License to your contributions',
    paragraphs: [
      'By posting content you allow FHP to host, display and share it as needed to run and promote the Services. You keep ownership of your content.',
    ],
  },
  {
    id: 'dmca',
    title: 'Copyright complaints (DMCA)',
    paragraphs: [
      'If you believe content on the Services infringes your copyright, send us a notice with the details the Digital Millennium Copyright Act requires. We will review it and remove infringing material where appropriate.',
    ],
  },
  {
    id: 'mobile-application',
    title: 'Mobile application license',
    paragraphs: [
      'We give you a limited, revocable, non-transferable license to install and use our mobile application on devices you own or control, in line with these terms and the rules of the app store you got it from.',
    ],
  },
  {
    id: 'submissions',
    title: 'Submissions',
    paragraphs: [
      'Ideas, suggestions and feedback you send us are not confidential, and we may use them without paying you.',
    ],
  },
  {
    id: 'advertisers',
    title: 'Advertisers',
    paragraphs: [
      'Advertisers and vendors may show offers on the Services. Your dealings with them are between you and them; check their reviews before you buy.',
    ],
  },
  {
    id: 'site-management',
    title: 'Site management',
    paragraphs: [
      'We may monitor the Services for breaches of these terms, remove content, and restrict access to protect the Services and their users.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'We care about your privacy. We do not knowingly collect data from children under 13; if we learn that we have, we delete it.',
    ],
  },
  {
    id: 'termination',
    title: 'Term and termination',
    paragraphs: [
      'These terms apply while you use the Services. We may suspend or close an account that breaks them, without notice, and you may not create a new account to get around that.',
    ],
  },
  {
    id: 'athlete-verification',
    title: 'Athlete verification',
    paragraphs: [
      'Athletes are checked against their school, sport and identity details. An athlete who gives false information may be removed from the Services.',
    ],
  },
  {
    id: 'license-terms',
    title: 'License terms and payments',
    paragraphs: [
      'A badge or medallion is a time-limited license to display an athlete’s name, image and likeness: each dollar spent buys 7 days of medallion display.',
      'A service charge of 10% to 50% of the displayed license price applies. Up to 88% of what fans spend goes directly to student athletes.',
      'All sales are final: purchases are not refunded.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules.',
    ],
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    paragraphs: [
      'Before any formal claim, you and FHP first try to settle a dispute through informal negotiation for at least 30 days, starting when one side sends written notice to the other.',
      'A dispute that is not settled goes to binding arbitration in West Palm Beach, Florida, under Florida law.',
    ],
  },
  {
    id: 'taxes',
    title: 'Taxes',
    paragraphs: [
      'You are responsible for the taxes on what you buy or earn through the Services. Athletes receive the tax forms the law requires for their name, image and likeness income.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification and limitation of liability',
    paragraphs: [
      'You agree to defend and hold FHP harmless from claims that arise from your content, your use of the Services or your breach of these terms.',
      'FHP’s liability to you is limited to the amounts you paid to FHP in the 6 months before the cause of the claim.',
    ],
  },
  {
    id: 'electronic-communications',
    title: 'Electronic communications',
    paragraphs: [
      'Using the Services, sending us e-mails and completing online forms are electronic communications. You agree to receive notices, agreements and records from us electronically.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: [
      'FHP is based in Florida. For questions about these terms, signed-in athletes can write to us through Raise an Issue in the athlete panel.',
    ],
  },
];
