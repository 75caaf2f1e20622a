/** Raise an Issue screen (spec part 1, sections 5 and 8). */
export const issuesMessages = {
  raiseIssue: 'Raise an Issue',
  edit: 'Edit',
  delete: 'Delete',
  // The spec writes this screen's button in lower case ('Load more').
  loadMore: 'Load more',
  messageRequired: 'Please describe your issue',
  messageTooLong: 'Please use at most 2000 characters',
  submitted: 'Issue Submitted Successfully',
  updated: 'Issue updated successfully',
  deleted: 'Issue deleted successfully',
  deleteFailed: 'Failed to delete issue. Please try again.',
  empty: 'No issues raised yet.',
} as const;
