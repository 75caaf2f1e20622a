import { type TTutorialAudience, type TTutorialKind, TUTORIAL_AUDIENCES } from './content.limits';

/** Messages of the content the operators write (tutorials, news posts, deals). */
export const contentMessages = {
  titleRequired: 'Enter a title.',
  titleTooLong: 'Use at most 150 characters.',
  urlInvalid: 'Enter an address starting with https:// or http://.',
  urlTooLong: 'Use at most 2000 characters.',
  audienceInvalid: 'Choose who it is for.',
  kindInvalid: 'Choose a kind from the list.',
  categoryInvalid: 'Choose a category from the list.',
  bodyRequired: 'Write the post.',
  bodyTooLong: 'The post is too long.',
  descriptionRequired: 'Write a description.',
  descriptionTooLong: 'Use at most 1000 characters.',
  statusInvalid: 'Choose a status from the list.',
  mediaInvalid: 'Choose image or video.',
  imageUrlRequired: 'An image ad needs its image address.',
  videoUrlRequired: 'A video ad needs its video address.',
  tutorialSaved: 'Tutorial saved.',
  tutorialDeleted: 'Tutorial deleted.',
  newsSaved: 'News post saved.',
  newsDeleted: 'News post deleted.',
  dealSaved: 'Deal saved.',
  dealDeleted: 'Deal deleted.',
} as const;

export const TUTORIAL_KIND_LABELS: Record<TTutorialKind, string> = {
  tutorial: 'Tutorial',
  education: 'Education video',
};

export const TUTORIAL_AUDIENCE_LABELS: Record<TTutorialAudience, string> = {
  athlete: 'Athletes',
  both: 'Athletes and others',
  others: 'Others',
};
export const TUTORIAL_AUDIENCE_OPTIONS = TUTORIAL_AUDIENCES.map((value) => ({
  value,
  label: TUTORIAL_AUDIENCE_LABELS[value],
}));

/** The console's Content screen (/console/content). */
export const contentTexts = {
  title: 'Content',
  tabs: { tutorials: 'Tutorials & education', news: 'News posts', deals: 'Deals' },
  add: { tutorials: 'Add tutorial', news: 'Write news post', deals: 'Add deal' },
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  kindLabel: 'Kind',
  audienceLabel: 'Audience',
  titleLabel: 'Title',
  urlLabel: 'Video address',
  categoryLabel: 'Category',
  bodyLabel: 'Post',
  statusLabel: 'Status',
  mediaLabel: 'Shows',
  imageUrlLabel: 'Image address',
  videoUrlLabel: 'Video address',
  websiteLabel: 'Vendor website',
  descriptionLabel: 'Description',
  allKinds: 'All kinds',
  allAudiences: 'All audiences',
  allStatuses: 'All statuses',
  tutorialColumns: ['Title', 'Kind', 'Audience', 'Address', 'Created', ''] as const,
  newsColumns: ['Title', 'Category', 'Created', ''] as const,
  dealColumns: ['Description', 'Category', 'Status', 'Views', 'Created', ''] as const,
  tutorialsLabel: 'Tutorials and education videos',
  newsLabel: 'News posts',
  dealsLabel: 'Deals',
  emptyTutorials: 'No tutorial yet.',
  emptyNews: 'No news post yet.',
  emptyDeals: 'No deal matches.',
  loadFailed: 'This list could not be loaded.',
  confirmDeleteTitle: 'Delete it?',
  confirmDeleteTutorial: (title: string) =>
    `"${title}" leaves the athletes' panel at once. This cannot be undone.`,
  confirmDeleteNews: (title: string) =>
    `"${title}" leaves FHP Updates & News at once. This cannot be undone.`,
  confirmDeleteDeal:
    'The deal leaves the deals page at once, with its view count. This cannot be undone.',
  editorLabel: 'News post text',
} as const;

/** The athlete panel's Tutorials and Education pages (spec part 2). */
export const tutorialsTexts = {
  tutorialsTitle: 'Tutorials',
  educationTitle: 'Advancing Education for FHP',
  tutorialsIntro: 'Short guides from the FHP team on setting up your page and selling licenses.',
  educationIntro:
    'Videos from the FHP team on name, image and likeness, and on growing your fan base.',
  empty: 'No tutorial yet.',
  loadFailed: 'The tutorials could not be loaded.',
} as const;
