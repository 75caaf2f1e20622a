import { vi } from 'vitest';

/**
 * The one mock of lib/upload (the multipart sender), installed for every web test file by
 * setup.ts. A worker's test files share their modules (isolate: false): a page imported by an
 * earlier file (the router's test, the jsdom shortcut tests render the sign-up form) stays bound
 * to the lib/upload it got then, so a mock declared by a later file alone never reached it, and
 * the sign-up test failed in whichever order put another file first. Tests set and reset this
 * one mock instead.
 */
export const upload = { postMultipart: vi.fn() };
