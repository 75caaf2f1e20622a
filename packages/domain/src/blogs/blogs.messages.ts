import { shellMessages } from '../platform/shell.messages';
import type { TBlogCategory } from './blogs.limits';

/** Texts of the public "FHP Updates & News" page (spec part 3: Updates and News). */
export const blogsMessages = {
  title: 'FHP Updates & News',
  intro: 'News from the FHP team: who is joining, what is new, and when it happens.',
  goBack: 'Go Back',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  yearLabel: 'Year',
  allYears: 'All years',
  searchLabel: 'Search by title',
  searchPlaceholder: 'Type a title',
  clearFilters: 'Clear filters',
  loadMore: shellMessages.loadMore,
  empty: 'No news found',
  emptyHint: 'Try another category, year or title.',
  loadFailed: 'The news could not be loaded. Please try again.',
  postImageAlt: 'Image of the post',
  invalidCategory: 'Please choose a category from the list',
  invalidYear: 'Please choose a year from the list',
  searchTooLong: 'Please use at most 100 characters',
} as const;

export const BLOG_CATEGORY_LABELS: Record<TBlogCategory, string> = {
  who: 'Who',
  what: 'What',
  when: 'When',
  where: 'Where',
  why: 'Why',
  how: 'How',
  miscellaneous: 'Miscellaneous',
};
