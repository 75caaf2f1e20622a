/** A tutorial is a video link of the athlete panel's Tutorials; an education item one of its Education page. */
export const TUTORIAL_KINDS = ['tutorial', 'education'] as const;
export type TTutorialKind = (typeof TUTORIAL_KINDS)[number];

/** Who a tutorial is for (spec part 2: athlete, both or others); athlete screens show athlete and both. */
export const TUTORIAL_AUDIENCES = ['athlete', 'both', 'others'] as const;
export type TTutorialAudience = (typeof TUTORIAL_AUDIENCES)[number];
export const ATHLETE_TUTORIAL_AUDIENCES = ['athlete', 'both'] as const;

/** The Education page cuts titles at 21 characters, with the whole title in a tooltip. */
export const EDUCATION_TITLE_CUT = 21;
/** At most this many tutorials of a kind are shown to an athlete (the panel lists them all). */
export const TUTORIALS_SHOWN_MAX = 200;

export const CONTENT_TITLE_MAX = 150;
export const CONTENT_URL_MAX = 2000;
export const NEWS_HTML_MAX = 50_000;
export const DEAL_DESCRIPTION_MAX = 1000;
