/** The info-pages feature: page content, home links, page meta, and the school license text. */
export * from '../legal/school-license.content';
export * from './home.content';
export * from './info-pages.content';
export * from './info-pages.routes';
export * from './page-meta';

import { schoolLicenseMessages } from '../legal/school-license.content';
import { infoPageUiMessages, schoolLicensingMessages } from './info-pages.content';

export const infoPagesMessages = {
  ...infoPageUiMessages,
  licensing: schoolLicensingMessages,
  schoolLicense: schoolLicenseMessages,
} as const;
