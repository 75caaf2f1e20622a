/**
 * The product's texts for selectors and assertions, from the domain catalogue (one place for
 * every wording).
 */
export {
  ATHLETE_HIDDEN_ROUTES,
  ATHLETE_MENU,
  athleteRouteTitle,
  consoleUsersTexts,
  editLabel,
  formatDate,
  issuesTexts,
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MIN_PASSWORD_LENGTH,
  messages,
  PAYOUT_EMAIL_ROW_ID,
  placesTexts,
  profileTexts,
  resolutionsTexts,
  saveLabel,
  socialMessage,
  TERMS_SECTIONS,
  withdrawalsTexts,
} from '@fhp/domain';
