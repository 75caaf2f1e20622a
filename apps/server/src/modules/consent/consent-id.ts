const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A consent id as the link carries it: anything else is simply not a consent (404). */
export const isConsentId = (id: string) => UUID.test(id);
