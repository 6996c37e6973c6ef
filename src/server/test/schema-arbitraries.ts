import fc from 'fast-check';

// fast-check arbitraries for the bad-input suite: values shaped by a route's JSON schema (its zod
// contract as OpenAPI shows it), and hostile values a client can send whatever the schema says.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Strings nobody should have to handle: each has caught a server somewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  ONE_MEGABYTE,
  'é'.repeat(100_000),
  '\u202Eexe.fdp',
  'مرحبا بالعالم',
  '👩🏾‍💻🇸🇳'.repeat(50),
  '\uD800',
  '\uFFFF\uFFFE',
  'Z̴̡̛̛a̷l̵g̴o̸'.repeat(20),
  "' OR '1'='1' --",
  "'; drop table users; --",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  `{{7*7}}${'$'}{7*7}`,
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\r\nSet-Cookie: a=b',
  '\t\n\u000b\u000c',
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  1e-300,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 64,
  Number.MAX_VALUE,
  24_999.5,
];

function deep(levels: number): unknown {
  let value: unknown = 'fond';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value a hostile client may put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      { $gt: '' },
      JSON.parse('{"__proto__":{"admin":true}}'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(200),
      Array.from({ length: 100_000 }, (_, i) => i),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A query or path value: always a string on the wire. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 5000)) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.map(String)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(3000), '[]', '{}', 'a,b', ' 1 ') },
);

const UUID = fc.oneof(fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000'));

/** Values of the schema's shape, in range most of the time: they walk past validation into the use case. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') return UUID;
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'date-time')
          return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.string({
          unit: 'grapheme',
          minLength: Math.min(schema.minLength ?? 0, 50),
          maxLength: Math.min(schema.maxLength ?? 60, 200),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
          max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1_000_000,
          max: schema.maximum ?? 1_000_000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 20),
        });
      case 'object':
        return objectFromSchema(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function objectFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.keys(properties).map(
    (key) => [key, fromSchema(properties[key], depth + 1)] as const,
  );
  if (entries.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  return fc.record(Object.fromEntries(entries), {
    requiredKeys: [...required].filter((key) => key in properties),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Every path of the schema's object fields (one level of nesting), to aim a mutation at. */
export function fieldPaths(schema: JsonSchema | undefined): string[][] {
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(schema?.properties ?? {})) {
    paths.push([key]);
    for (const inner of Object.keys(child.properties ?? {})) paths.push([key, inner]);
  }
  return paths;
}

/** A copy of `value` with the field at `path` set (or removed when `remove`). */
export function withField(value: unknown, path: string[], replacement: unknown, remove = false): unknown {
  const copy: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    if (remove) delete copy[head];
    else copy[head] = replacement;
  } else {
    copy[head] = withField(copy[head], rest, replacement, remove);
  }
  return copy;
}

/** Bodies no JSON parser or form reader should choke on, with the content type they are sent as. */
export const RAW_BODIES: { contentType: string | null; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"texte"' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: '\uFEFF{}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: `{"a":"${'b'.repeat(1024 * 1024 + 10)}"}` },
  { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json', payload: '[1e999]' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'bonjour' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=%00' },
  { contentType: 'application/x-www-form-urlencoded', payload: '%%%' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nsans fin',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\nContent-Type: application/pdf\r\n\r\nMZ\x90\x00\r\n--x--\r\n',
  },
  { contentType: null, payload: '{"a":1}' },
  { contentType: 'application/json', payload: 'x'.repeat(2 * 1024 * 1024) },
];
