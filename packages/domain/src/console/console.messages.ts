/** What the console's frame and its shared parts say; each screen's own texts live with its feature. */
export const consoleMessages = {
  brand: 'FHP Console',
  loginTitle: 'Operator sign-in',
  loginSubtitle: 'The console is for the marketplace’s operators.',
  otherAreaTitle: 'This is the operators’ console',
  otherAreaText: (name: string) =>
    `You are signed in as ${name}, whose account does not open the console.`,
  goToOwnArea: 'Go to my area',
  mainMenu: 'Console menu',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  signOut: 'Sign out',
  signedInAs: (name: string) => `Signed in as ${name}`,
  /** A console action on a record someone decided meanwhile (409). */
  alreadyDecided: 'This was already decided by another operator. Reload to see its state.',
  /** A console action on a record that is not there (404). */
  notFound: 'This record does not exist (any more).',
  exportCsv: 'Export CSV',
  search: 'Search',
  noteRequired: 'Write a note for the athlete.',
  reasonRequired: 'Write the reason.',
  /** The top bar's inbox button and the menu's badge. */
  unreadCount: (n: number | string) => `Inbox: ${n} unread`,
} as const;
