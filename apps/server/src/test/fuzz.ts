/**
 * Seeded generators for the API fuzz test: values from the OpenAPI document's JSON schemas,
 * then mutations a careless or hostile client would send. Everything is drawn from one
 * seeded generator, so a failure names a seed and a case that reproduce it exactly.
 */

export type Random = {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: tiny, fast and good enough to spread test cases. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p) => next() < p,
  };
}

/** A seed for a string (a route key), so each route's cases do not depend on the others. */
export function hashSeed(text: string, base: number): number {
  let h = base >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const uuid = (r: Random) =>
  'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const v = r.int(16);
    return (c === 'x' ? v : (v & 0x3) | 0x8).toString(16);
  });

/** Strings that satisfy the patterns of this API's schemas, tried before random text. */
const PATTERN_SAMPLES = [
  'FL',
  'TX',
  '33101',
  '33101-1234',
  'Jamie',
  'Jamie Rivers',
  'abcDEF123_-',
  'jamie@example.com',
  '2024-05-06T12:00:00Z',
  '00000000-0000-0000-0000-000000000000',
];

const WORDS = ['Miami', 'Basketball', 'Florida', 'hello', 'Jamie', 'x', 'Other', 'College'];

function randomText(r: Random, min: number, max: number): string {
  const length = Math.min(max, min + r.int(Math.max(1, Math.min(max, 40) - min + 1)));
  let text = '';
  while (text.length < length) text += `${r.pick(WORDS)} `;
  return text.slice(0, length).padEnd(min, 'a');
}

function generateString(schema: JsonSchema, r: Random): string {
  switch (schema.format) {
    case 'uuid':
      return uuid(r);
    case 'email':
      return `fuzz-${r.int(1e9)}@example.com`;
    case 'uri':
      return r.pick(['https://push.example.com/x', 'https://example.com/', 'http://localhost/']);
    case 'date-time':
      return new Date(Date.UTC(2020 + r.int(8), r.int(12), 1 + r.int(28))).toISOString();
    case 'date':
      return '2004-05-06';
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  if (schema.pattern) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(schema.pattern, 'u');
    } catch {
      re = null;
    }
    const fits = PATTERN_SAMPLES.filter((s) => re?.test(s) && s.length >= min && s.length <= max);
    if (fits.length > 0) return r.pick(fits);
  }
  return randomText(r, min, max);
}

function generateNumber(schema: JsonSchema, r: Random, integer: boolean): number {
  const lo = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const hi = typeof schema.maximum === 'number' ? schema.maximum : 1000;
  const low = Math.max(lo, -1e6);
  const high = Math.min(hi, 1e6);
  const value = low + r.next() * Math.max(0, high - low);
  return integer ? Math.round(value) : value;
}

/** Resolves `#/components/schemas/X` references against the document. */
export type Resolver = (schema: JsonSchema) => JsonSchema;

export function resolverFor(document: unknown): Resolver {
  return function resolve(schema) {
    if (!schema.$ref) return schema;
    let node: unknown = document;
    for (const part of schema.$ref.replace(/^#\//, '').split('/')) {
      node = (node as Record<string, unknown>)?.[part];
    }
    return resolve((node ?? {}) as JsonSchema);
  };
}

/** A value that satisfies `schema` as far as this generator understands it. */
export function generate(input: JsonSchema, r: Random, resolve: Resolver, depth = 0): unknown {
  const schema = resolve(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return r.pick(schema.enum);
  if (schema.oneOf?.length) return generate(r.pick(schema.oneOf), r, resolve, depth);
  if (schema.anyOf?.length) return generate(r.pick(schema.anyOf), r, resolve, depth);
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((s) => generate(s, r, resolve, depth));
    return Object.assign({}, ...parts.filter((p) => p && typeof p === 'object'));
  }
  if (schema.nullable && r.chance(0.1)) return null;
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return generateString(schema, r);
    case 'integer':
      return generateNumber(schema, r, true);
    case 'number':
      return generateNumber(schema, r, false);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      const n = depth > 4 ? min : min + r.int(max - min + 1);
      return Array.from({ length: n }, () => generate(schema.items ?? {}, r, resolve, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && r.chance(0.6))) {
          out[key] = generate(child, r, resolve, depth + 1);
        }
      }
      return out;
    }
    default:
      if (schema.properties) return generate({ ...schema, type: 'object' }, r, resolve, depth);
      return r.pick(['text', 1, true, null]);
  }
}

// Mutations ----------------------------------------------------------------------------------

type Path = Array<string | number>;

/** Every path to a value inside `value` (the root is `[]`). */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) paths(v, [...at, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  }
  return out;
}

function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string | number, unknown>)?.[key];
  return node;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return value;
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** Placeholder for text spliced into the serialized body (deep nesting cannot be stringified). */
const RAW = '\u001fRAW\u001f';

export const UNSAFE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udc00y',
  '\ud83d',
  'ok\ud83d\ude00\ud800',
  '\u0000\ud800\udfff\udbff',
];
const HUGE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  1e21,
  -0,
  0.1,
  Number.MAX_SAFE_INTEGER,
  2147483648,
  -2147483649,
];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', ' 1 ', '', '-', '1,5', 'null'];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, '', 'text', [], {}, [1, 'a'], { a: 1 }];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'userId', 'id'];

function deepNesting(r: Random): string {
  const depth = r.pick([64, 1000, 20_000]);
  return r.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export type BodyCase = {
  /** What was done, for the failure report. */
  label: string;
  /** The request payload as sent. */
  payload: string | undefined;
  contentType: string | undefined;
};

const json = (value: unknown, raw?: string) => {
  const text = JSON.stringify(value);
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
};

/**
 * One JSON body: a generated valid-looking body (a third of the time) or a mutation of one.
 * `schema` undefined means the route takes no body; the mutations still send one.
 */
export function bodyCase(schema: JsonSchema | undefined, r: Random, resolve: Resolver): BodyCase {
  const base = schema ? generate(schema, r, resolve) : {};
  const ct = 'application/json';
  if (r.chance(0.3)) return { label: 'generated', payload: json(base), contentType: ct };
  const value = clone(base);
  const all = paths(value);
  const leafPaths = all.filter((p) => {
    const v = getAt(value, p);
    return v === null || typeof v !== 'object';
  });
  const pickPath = () => r.pick(all);
  const pickLeaf = () => (leafPaths.length ? r.pick(leafPaths) : []);
  const strings = all.filter((p) => typeof getAt(value, p) === 'string');
  const numbers = all.filter((p) => typeof getAt(value, p) === 'number');
  const objects = all.filter((p) => {
    const v = getAt(value, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });

  switch (r.int(13)) {
    case 0: {
      const p = pickPath();
      return {
        label: `wrong type at ${p.join('.')}`,
        payload: json(setAt(value, p, r.pick(WRONG_TYPES))),
        contentType: ct,
      };
    }
    case 1: {
      const keyed = all.filter((p) => p.length > 0);
      if (keyed.length === 0) return { label: 'empty object', payload: '{}', contentType: ct };
      const p = r.pick(keyed);
      const parent = getAt(value, p.slice(0, -1)) as Record<string | number, unknown>;
      if (Array.isArray(parent)) parent.splice(p[p.length - 1] as number, 1);
      else delete parent[p[p.length - 1] as string];
      return { label: `missing ${p.join('.')}`, payload: json(value), contentType: ct };
    }
    case 2: {
      const p = objects.length ? r.pick(objects) : [];
      const target = getAt(value, p);
      const key = r.pick(EXTRA_KEYS);
      const extra = r.pick(WRONG_TYPES);
      if (target && typeof target === 'object' && !Array.isArray(target)) {
        // An own property even for __proto__, so it is in the JSON text as a literal key.
        Object.defineProperty(target, key, {
          value: extra,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return {
          label: `extra key ${key} at ${p.join('.') || 'root'}`,
          payload: json(value),
          contentType: ct,
        };
      }
      return {
        label: 'extra keys on a non-object',
        payload: json({ value, [key]: extra }),
        contentType: ct,
      };
    }
    case 3: {
      const p = numbers.length ? r.pick(numbers) : pickLeaf();
      const n = r.pick(HUGE_NUMBERS);
      const text = json(
        setAt(value, p, RAW),
        r.chance(0.5)
          ? String(n)
          : r.pick(['1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e309']),
      );
      return { label: `huge number at ${p.join('.')}`, payload: text, contentType: ct };
    }
    case 4: {
      const p = numbers.length ? r.pick(numbers) : pickLeaf();
      return {
        label: `NaN-like string at ${p.join('.')}`,
        payload: json(setAt(value, p, r.pick(NAN_LIKE))),
        contentType: ct,
      };
    }
    case 5: {
      const bad = r.pick(UNSAFE_STRINGS);
      if (strings.length && r.chance(0.7)) {
        const p = r.pick(strings);
        const old = getAt(value, p) as string;
        const at = r.int(old.length + 1);
        return {
          label: `unsafe text at ${p.join('.')}`,
          payload: json(setAt(value, p, old.slice(0, at) + bad + old.slice(at))),
          contentType: ct,
        };
      }
      const p = objects.length ? r.pick(objects) : [];
      const target = getAt(value, p);
      if (target && typeof target === 'object')
        (target as Record<string, unknown>)[`k${bad}`] = 'v';
      else return { label: 'unsafe text as the body', payload: json(bad), contentType: ct };
      return {
        label: `unsafe key at ${p.join('.') || 'root'}`,
        payload: json(value),
        contentType: ct,
      };
    }
    case 6: {
      const p = pickPath();
      return {
        label: `deep nesting at ${p.join('.') || 'root'}`,
        payload: json(setAt(value, p, RAW), deepNesting(r)),
        contentType: ct,
      };
    }
    case 7: {
      const payload = r.pick([
        '',
        ' ',
        '{}',
        '[]',
        'null',
        '""',
        '0',
        'true',
        '{',
        '{"a":}',
        '\u0000',
        '\ufeff{}',
      ]);
      return {
        label: `empty or truncated body ${JSON.stringify(payload)}`,
        payload,
        contentType: ct,
      };
    }
    case 8: {
      const p = objects.length ? r.pick(objects) : [];
      const target = getAt(value, p);
      return {
        label: `array for object at ${p.join('.') || 'root'}`,
        payload: json(setAt(value, p, [target, target])),
        contentType: ct,
      };
    }
    case 9: {
      const p = strings.length ? r.pick(strings) : pickLeaf();
      const long = r.pick(['x'.repeat(10_000), 'é'.repeat(100_000), 'x'.repeat(300_000)]);
      return {
        label: `long string (${long.length}) at ${p.join('.')}`,
        payload: json(setAt(value, p, long)),
        contentType: ct,
      };
    }
    case 10: {
      const type = r.pick([
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/xml',
        'multipart/form-data',
      ]);
      return { label: `content type ${type}`, payload: json(value), contentType: type };
    }
    case 11: {
      // Bytes that are not UTF-8, and control characters, inside the JSON text.
      const junk = r.pick([
        '\\u0000',
        '\\ud800',
        '\\uDFFF',
        '\\x00',
        '\\',
        '\t\b\f',
        '\u2028\u2029',
      ]);
      const text = json(value);
      const at = r.int(text.length + 1);
      return {
        label: `junk ${JSON.stringify(junk)} in the text`,
        payload: text.slice(0, at) + junk + text.slice(at),
        contentType: ct,
      };
    }
    default: {
      // Several mutations at once: wrong type, unsafe text and an extra key.
      const p = pickLeaf();
      setAt(value, p, r.pick([...WRONG_TYPES, ...UNSAFE_STRINGS, ...HUGE_NUMBERS]));
      return { label: `mixed at ${p.join('.')}`, payload: json(value), contentType: ct };
    }
  }
}

/** Percent-encodes like encodeURIComponent, but lets lone surrogates through as bad bytes. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const PARAM_MUTATIONS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '%20',
  'x'.repeat(5_000),
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-000000000000',
  "'%20or%201=1--",
];

/** A value for one path or query parameter: generated from its schema, or a hostile one (already encoded). */
export function parameterValue(
  schema: JsonSchema | undefined,
  r: Random,
  resolve: Resolver,
  mutate: boolean,
): string {
  if (mutate) {
    if (r.chance(0.5)) return r.pick(PARAM_MUTATIONS);
    return encodeComponent(r.pick([...UNSAFE_STRINGS, ...NAN_LIKE, ...HUGE_NUMBERS.map(String)]));
  }
  const value = schema ? generate(schema, r, resolve) : 'x';
  return encodeComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

// Multipart ----------------------------------------------------------------------------------

const PART_NAMES = [
  'file',
  'photo',
  'data',
  'other',
  '__proto__',
  'constructor',
  '',
  'a\u0000b',
  'na"me',
  'x'.repeat(300),
];
const FILE_NAMES = [
  'a.png',
  '',
  'a\u0000.png',
  '../../etc/passwd',
  '\ud800.png',
  `${'x'.repeat(1000)}.png`,
  'a"b.png',
  'é.png',
  'a\r\nb.png',
];
const PART_TYPES = [
  'image/png',
  'application/json',
  'text/plain',
  'application/octet-stream',
  undefined,
];

export type MultipartCase = { label: string; payload: Buffer; contentType: string };

/** One multipart body: a plausible form, often broken in one of the ways parsers trip on. */
export function multipartCase(r: Random, png: Buffer): MultipartCase {
  const boundary = r.pick(['b', 'x'.repeat(70), `----fuzz${r.int(1e9)}`, 'a b', '"quoted"']);
  const contents = (): Buffer =>
    r.pick([
      () => png,
      () => Buffer.from(Array.from({ length: r.int(2000) }, () => r.int(256))),
      () => Buffer.alloc(0),
      () => Buffer.from('{"firstName":"a\\u0000b","email":"x@example.com"}'),
      () =>
        Buffer.from(JSON.stringify({ nested: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) })),
      () => Buffer.from(r.pick(UNSAFE_STRINGS), 'utf8'),
    ])();
  const labels: string[] = [];
  const partCount = r.pick([0, 1, 1, 2, 2, 3, 4, 60]);
  const parts: Buffer[] = [];
  for (let i = 0; i < partCount; i++) {
    const name = r.pick(PART_NAMES);
    const isFile = r.chance(0.5);
    const filename = r.pick(FILE_NAMES);
    const type = r.pick(PART_TYPES);
    labels.push(
      `${isFile ? 'file' : 'field'} ${JSON.stringify(name).slice(0, 20)}${isFile ? ` ${JSON.stringify(filename).slice(0, 20)}` : ''}`,
    );
    const disposition = `content-disposition: form-data; name="${name}"${isFile ? `; filename="${filename}"` : ''}`;
    const headers = [disposition, ...(type ? [`content-type: ${type}`] : [])].join('\r\n');
    parts.push(
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8'),
        contents(),
        Buffer.from('\r\n'),
      ]),
    );
  }
  let payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  switch (r.int(8)) {
    case 0:
      payload = payload.subarray(0, r.int(payload.length + 1));
      labels.push('truncated');
      break;
    case 1:
      contentType = 'multipart/form-data; boundary=other';
      labels.push('wrong boundary');
      break;
    case 2:
      contentType = r.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=b',
        'multipart/form-data; charset=utf-8',
      ]);
      labels.push(`content type ${contentType}`);
      break;
    case 3:
      payload = Buffer.from(payload.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
      labels.push('LF line ends');
      break;
    case 4:
      payload = Buffer.concat([
        Buffer.from('garbage preamble\r\n'),
        payload,
        Buffer.from('trailing garbage'),
      ]);
      labels.push('preamble and epilogue');
      break;
    default:
      break;
  }
  return { label: `${labels.join(', ') || 'no parts'}`, payload, contentType };
}
