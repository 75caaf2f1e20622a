import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TContentEncoding = 'br' | 'gzip';

/** Brotli first: smaller than gzip at the same decoding cost. */
const SUPPORTED: readonly TContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to send for an Accept-Encoding header, or null for the identity body: the
 * supported coding with the highest q-value (ties go to brotli); `*` stands for any coding
 * not named; `q=0` refuses a coding.
 */
export function negotiateEncoding(header: string | undefined): TContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: TContentEncoding | null = null;
  let bestWeight = 0;
  for (const coding of SUPPORTED) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

function compress(body: Buffer, encoding: TContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * Compressed copies of bodies that do not change while the server runs (the HTML shells),
 * made once per body and encoding at maximum quality and kept as long as the body is.
 */
export function createCompressedCache() {
  const copies = new WeakMap<Buffer, Map<TContentEncoding, Buffer>>();
  return (body: Buffer, encoding: TContentEncoding): Buffer => {
    let byEncoding = copies.get(body);
    if (!byEncoding) {
      byEncoding = new Map();
      copies.set(body, byEncoding);
    }
    let copy = byEncoding.get(encoding);
    if (!copy) {
      copy = compress(body, encoding);
      byEncoding.set(encoding, copy);
    }
    return copy;
  };
}
