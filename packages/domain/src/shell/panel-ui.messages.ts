/** Texts of the athlete panel's shell beyond the spec's own (menu, bell, banner). */
export const panelUiMessages = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainMenu: 'Athlete panel menu',
  homeLink: 'FHP athlete panel home',
  bellUnread: 'Notifications (unread)',
  unreadTitle: 'Unread notifications',
  viewAllNotifications: 'View all notifications',
  notificationsLoadFailed: 'Notifications could not be loaded.',
  setChatRate: 'Set chat rate',
  logoutFailed: 'Logout failed. Please try again.',
} as const;
