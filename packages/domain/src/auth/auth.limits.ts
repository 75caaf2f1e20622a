/** New password at least 6 characters (spec part 1, section 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so a huge "password" cannot make hashing expensive. */
export const MAX_PASSWORD_LENGTH = 200;
/** A reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Failed sign-ins counted over this window... */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** ...refused after this many for one e-mail address... */
export const MAX_LOGIN_FAILURES_PER_ACCOUNT = 5;
/** ...or this many from one IP address (many accounts tried from one place). */
export const MAX_LOGIN_FAILURES_PER_IP = 20;
/** Reset e-mails requested per address or IP in the same window. */
export const MAX_RESET_REQUESTS = 5;
