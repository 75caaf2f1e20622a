import { z } from 'zod';

/**
 * The pages' Content-Security-Policy has no 'unsafe-eval', so zod's compiled parsers (built with
 * `new Function`) could never run here, and its first parse probing for them was refused: a
 * CSP violation on every page (Chrome's Issues panel, Lighthouse's best practices). Zod parses
 * by walking the schema instead. Imported first by the entry, before anything parses.
 */
z.config({ jitless: true });
