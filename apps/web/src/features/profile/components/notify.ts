import { notifications } from '@mantine/notifications';

/** The green toast of a saved change (the server's message, from the catalogue). */
export const notifySaved = (message: string) => notifications.show({ color: 'green', message });

/** The red toast of a failed change. */
export const notifyFailed = (error: Error) =>
  notifications.show({ color: 'red', message: error.message });
