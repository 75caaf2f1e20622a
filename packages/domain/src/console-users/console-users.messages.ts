/** What the console's user actions answer (toasts and 4xx messages). */
export const consoleUsersMessages = {
  blocked: 'The account is blocked. Its sessions have ended.',
  unblocked: 'The account is unblocked. It can sign in again.',
  alreadyBlocked: 'This account is already blocked.',
  notBlocked: 'This account is not blocked.',
  cannotBlockSelf: 'You cannot block your own account.',
  cannotBlockOperator: 'An operator’s account cannot be blocked here.',
  notAFan: 'Only a fan can be flagged as manager.',
  alreadyManager: 'This fan is already a manager.',
  notManager: 'This fan is not a manager.',
  managerFlagged: 'The fan is now a manager.',
  managerUnflagged: 'The fan is no longer a manager.',
  noteAdded: 'The note is added.',
  messageSent: 'The message is sent to the athlete.',
} as const;
