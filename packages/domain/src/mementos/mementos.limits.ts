/** Mementos an athlete publishes and fans license (issue 36, item 3; decision 0071). */
export const MEMENTO_TITLE_MAX_LENGTH = 60;
export const MEMENTO_DESCRIPTION_MAX_LENGTH = 500;
/** The athlete's price, whole cents: $1 to $1,000. */
export const MEMENTO_MIN_PRICE_CENTS = 100;
export const MEMENTO_MAX_PRICE_CENTS = 100_000;
/** How long a fan's license lasts from the purchase: 1 to 52 weeks, chosen by the athlete. */
export const MEMENTO_MIN_LICENSE_WEEKS = 1;
export const MEMENTO_MAX_LICENSE_WEEKS = 52;

/** The multipart fields of the publish form: the JSON form and the image. */
export const MEMENTO_DATA_FIELD = 'data';
export const MEMENTO_IMAGE_FIELD = 'image';
