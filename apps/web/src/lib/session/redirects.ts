/** Where a signed-in visitor goes: one rule, in the domain, that the server answers with too. */
export { DEFAULT_AFTER_LOGIN_PATH, signedInTarget } from '@fhp/domain';
