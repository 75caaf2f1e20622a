import { BLOG_FILTER_YEARS } from './blogs.limits';

/** The year filter's choices: the spec's years plus every year that has a post, newest first. */
export function blogYearOptions(postYears: readonly number[]): number[] {
  return [...new Set([...BLOG_FILTER_YEARS, ...postYears])].sort((a, b) => b - a);
}
