/**
 * Query `meta` of a read that a pre-rendered page can do without until the visitor first
 * interacts with it (decision 0027): the server writes its answer into the page (the site
 * links), or the answer matters only once the visitor acts (whether a visitor of the sign-in
 * form is signed in already). The build does not count such a read as the page needing its app
 * at once (entry-server.tsx), so the page starts the app on interaction.
 */
export const CAN_WAIT_FOR_INTERACTION = { canWaitForInteraction: true } as const;
