import { shellMessages } from '../platform/shell.messages';
import { fanRequestsMessages } from './fan-requests.messages';

/** Labels, headings and hints of the screen, beside the catalogue's messages (spread in). */
export const fanRequestsTexts = {
  ...fanRequestsMessages,
  heading: 'Calls fans asked you for',
  intro:
    'Fans who want a WhatsApp or Zoom call with you appear here, newest first. Call them on the ID shown, then mark the request as done.',
  actionsColumn: 'Actions',
  loadMore: shellMessages.loadMore,
  loadFailed: 'Fan requests could not be loaded.',
  confirmText: (name: string) => `The call request from ${name} will be deleted.`,
  cancel: 'Cancel',
  statusLabels: { pending: 'Pending', completed: 'Completed' } as Record<string, string>,
  /** Button names that start with the visible text (WCAG 2.5.3) and name the row. */
  markAsDoneFor: (name: string) => `Mark as Done: ${name}`,
  deleteFor: (name: string) => `Delete: ${name}`,
  tableLabel: 'Fan call requests',
} as const;
