/** Texts of the athlete's account pages (Change Password). */
export const accountMessages = {
  changePasswordTitle: 'Change Password',
  accountCardTitle: 'Your account',
  nameLabel: 'Name',
  sportStateLabel: 'Sport | State',
  athleteIdLabel: 'Athlete ID',
  emailLabel: 'Email',
  notSet: 'Not set',
  currentPasswordLabel: 'Current Password',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  passwordHint: 'At least 6 characters, different from the current password.',
  updateButton: 'Update Password',
  updateFailedTitle: 'The password was not changed',
} as const;
