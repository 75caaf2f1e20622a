/** The look of the top bar's round icon buttons (the bell, the phone's Logout): one for all. */
export const TOP_BAR_ICON_BUTTON = {
  variant: 'subtle',
  color: 'gray.8',
  size: 40,
  radius: 'xl',
} as const;
