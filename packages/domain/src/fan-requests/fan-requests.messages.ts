/** Fan call requests screen (spec part 1, sections 2 and 8). */
export const fanRequestsMessages = {
  columns: ['Name', 'Fan Calling ID', 'Type', 'Created At', 'Status'],
  markAsDone: 'Mark as Done',
  delete: 'Delete',
  confirmTitle: 'Are you sure?',
  completed: 'Fan request marked as completed.',
  deleted: 'Request deleted successfully.',
  /** Completed rows disable both buttons; the server refuses a delete too. */
  completedCannotDelete: 'A completed request cannot be deleted.',
  empty: 'No fan requests yet.',
} as const;
