/** Texts of the public athlete page. */
export const athletePageMessages = {
  notFound: 'This athlete was not found.',
} as const;
