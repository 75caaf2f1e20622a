/** The Terms of Use page's own texts (its sections are in terms.content.ts). */
export const termsMessages = {
  title: 'Terms of Use',
  lastUpdated: 'Last updated February 14, 2023',
  intro:
    'These terms are the agreement between you and FHP for using the website, the athlete panel and the mobile application (together, the "Services"). This page explains them in plain language, section by section.',
  tocTitle: 'Table of contents',
  goBack: 'Go Back',
  backToTop: 'Back to top',
} as const;
