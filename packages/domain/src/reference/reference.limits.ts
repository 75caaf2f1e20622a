/** The two school lists: high schools by county, colleges by city. */
export const SCHOOL_KINDS = ['high-school', 'college'] as const;
export type TSchoolKind = (typeof SCHOOL_KINDS)[number];
