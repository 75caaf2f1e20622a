// How node runs the compiled server: `npm start` (start.mjs) and the bench's app process alike.

/**
 * The V8 old-space ceiling. Without one, V8 sizes the heap for the machine (a quarter of its
 * memory) and lets it grow to two or three times the live data before collecting: under the
 * bench's load the server's RSS climbed to 270 MB on PostgreSQL. With a ceiling up to 512 MB V8
 * grows it more cautiously: about 150 MB, at the same throughput (decision 0034). The live heap
 * is about 50 MB, so 384 leaves room; NODE_OPTIONS=--max-old-space-size=N overrides it.
 */
export const HEAP_CEILING_MB = 384;

/** @param {NodeJS.ProcessEnv} env */
export function serverNodeFlags(env = process.env) {
  const flags = ['--enable-source-maps'];
  if (!/--max-old-space-size/.test(env.NODE_OPTIONS ?? ''))
    flags.push(`--max-old-space-size=${HEAP_CEILING_MB}`);
  return flags;
}
