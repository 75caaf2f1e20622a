/** New password at least 6 characters (spec part 1, section 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so a huge "password" cannot make hashing expensive. */
export const MAX_PASSWORD_LENGTH = 200;
/** A reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Failed sign-ins (and reset requests) are counted in windows of this length... */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/**
 * ...refused after this many for one e-mail address from one network address, so a stranger
 * elsewhere cannot lock the owner out...
 */
export const MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** ...or this many from one network address (many accounts tried from one place)... */
export const MAX_LOGIN_FAILURES_PER_ADDRESS = 20;
/** ...or this many for one account from anywhere (guessing spread over many addresses). */
export const MAX_LOGIN_FAILURES_PER_ACCOUNT = 100;
/** Reset e-mails requested for one address in the same window... */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 5;
/** ...or from one network address. */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
/** New passwords submitted with a reset link from one network address in the same window. */
export const MAX_RESET_ATTEMPTS_PER_ADDRESS = 20;
