import { issuesMessages } from './issues.messages';

/** Labels, headings and hints of the screen, beside the catalogue's messages (spread in). */
export const issuesTexts = {
  ...issuesMessages,
  heading: 'Your issues',
  intro:
    'Tell the FHP team about anything that is not working for you. Only you and the team see your issues.',
  listLabel: 'Issues you raised',
  issueNumber: (n: number) => `Issue #${n}`,
  statusLabels: { submitted: 'Submitted', approved: 'Approved', declined: 'Declined' } as Record<
    string,
    string
  >,
  loadFailed: 'Your issues could not be loaded.',
  createTitle: 'Raise an Issue',
  editTitle: 'Edit issue',
  editHint: 'Saving sends it again as a new issue, with a new issue number and time.',
  messageLabel: 'Describe your issue',
  messagePlaceholder: 'What happened, where, and when?',
  submit: 'Submit',
  save: 'Save changes',
  cancel: 'Cancel',
  confirmTitle: 'Are you sure?',
  confirmText: (n: number) => `Issue #${n} will be deleted.`,
  editFor: (n: number) => `Edit: issue #${n}`,
  deleteFor: (n: number) => `Delete: issue #${n}`,
} as const;
