import { notifications } from '@mantine/notifications';

/** The green toast of a change that worked (the server's message, from the catalogue). */
export const notifySaved = (message: string) => notifications.show({ color: 'green', message });

/** The red toast of a change that failed: the error's message (the catalogue's), or a text. */
export const notifyFailed = (error: Error | string) =>
  notifications.show({ color: 'red', message: typeof error === 'string' ? error : error.message });
