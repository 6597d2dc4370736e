import fc from 'fast-check';
import { percentEncode, type ApiParam, type JsonSchema } from './openApiRoutes.js';

/**
 * fast-check arbitraries of hostile input for any route: texts (SQL, HTML, odd Unicode, megabyte strings),
 * numbers (huge, negative, -0, NaN and Infinity spelled as text), wrong types, missing and extra fields,
 * malformed JSON, and percent-encoded path and query values. Bodies are built from a route's JSON schema
 * (openApiRoutes.ts): a body that the schema accepts but full of payloads, then one or two fields broken,
 * so that validation, the route's logic and the database all get their share.
 */

/** A JSON token written verbatim (-0, 1e400, a 30-digit integer): JSON.stringify cannot produce these. */
export class RawJson {
  constructor(readonly text: string) {}
}
/** Objects are null-prototype so that '__proto__' and 'constructor' become plain own keys. */
export type HostileJson = string | number | boolean | null | RawJson | HostileJson[] | { [key: string]: HostileJson };

/** JSON text of a hostile value (RawJson verbatim, object keys in insertion order, even '__proto__'). */
export function jsonText(value: HostileJson): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${jsonText(value[k]!)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE app_user; --",
  '" OR ""="',
  '1; DELETE FROM quiz_topic WHERE 1=1; --',
  "' UNION SELECT password, email FROM app_user --",
  "admin'--",
  '%_%\\',
  "1' AND pg_sleep(0) IS NULL --",
];

export const HTML_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '&lt;b&gt;&amp;&quot; <!-- ]]>',
];

/** Unicode that storage must keep exactly (RTL marks, zero-width, combining marks, emoji, scripts). */
export const ODD_UNICODE = [
  '\u200F\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359',
  '👩‍👩‍👧‍👦🏳️‍🌈🇮🇳',
  '𝕳𝖊𝖑𝖑𝖔',
  'हिन्दी বাংলা',
  '\u0007\u0008\u001B[31m\r\n\t\v\f',
  '   ',
  '',
];

/** Text that can never be stored as sent: NUL (PostgreSQL refuses it) and lone surrogates (no UTF-8). */
export const UNSTORABLE_TEXTS = ['\uD800', 'a\uDC00b', '\uDBFF\uDBFF', 'abc\u0000def', '\u0000'];

/** Numbers spelled as text, for string fields and for fields that coerce. */
export const NUMERIC_TEXTS = (
  '1e308 -1e308 1e400 -0 NaN Infinity -Infinity -1 0 2147483648 9007199254740993 99999999999999999999 1.5 ' +
  '0x1F 1_000 +3 1e-400'
).split(' ');

export const MEGABYTE = 1_048_576;
/** Long strings: the fourth just fits in a JSON body, the last makes the body too large. */
export const LONG_TEXTS = ['x'.repeat(1_000), '<b>'.repeat(20_000), 'é'.repeat(300_000), 'a'.repeat(MEGABYTE - 1_000)];
export const OVERSIZED_TEXT = 'a'.repeat(MEGABYTE + 10);

const noReplacementChar = (s: string) => s.replace(/\uFFFD/g, '?');

/** Payloads that are fine to store: what a valid field may hold, and must then be kept exactly. */
export const storableText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_UNICODE), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(noReplacementChar), weight: 1 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_UNICODE, 'plain words'), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join(' ')),
    weight: 2,
  },
);

/** Any hostile text. U+FFFD never appears in it, so a stored U+FFFD means a lone surrogate was mangled. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: storableText, weight: 6 },
  { arbitrary: fc.constantFrom(...UNSTORABLE_TEXTS), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMERIC_TEXTS), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(noReplacementChar), weight: 2 },
  { arbitrary: fc.constantFrom(...LONG_TEXTS, OVERSIZED_TEXT), weight: 1 },
);

/** JSON numbers, including ones JSON.stringify would not write (-0) and ones JSON.parse turns into Infinity. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  {
    arbitrary: fc.constantFrom<number | RawJson>(
      ...[
        0,
        1,
        2,
        3,
        -1,
        0.5,
        1e308,
        -1e308,
        5e-324,
        2 ** 31,
        2 ** 31 - 1,
        2 ** 32,
        Number.MAX_SAFE_INTEGER,
        2 ** 53 + 2,
      ],
      ...['-0', '1e400', '-1e400', '123456789012345678901234567890', '1.0'].map((t) => new RawJson(t)),
    ),
    weight: 4,
  },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

const nullObject = (entries: [string, HostileJson][]) => {
  const object = Object.create(null) as { [key: string]: HostileJson };
  for (const [key, value] of entries) object[key] = value;
  return object;
};

/** Keys an attacker adds: prototype pollution, identity and role fields the server must take from the token. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'userRoleId', 'roleId', 'userId', 'isDemo', 'addedBy'];
const extraKey = fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, nested a little: for wrong types and for the inside of arrays and objects. */
export const hostileJson: fc.Arbitrary<HostileJson> = fc.letrec<{ value: HostileJson }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileText, weight: 3 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: fc.constantFrom<HostileJson>(true, false, null, 'true', 'null', 'undefined', 1), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.array(fc.tuple(extraKey, tie('value')), { maxLength: 4 }).map(nullObject), weight: 1 },
  ),
})).value;

// ----- values the schema accepts -----

/** The types a schema accepts (nullable and anyOf/oneOf included). */
function schemaTypes(schema: JsonSchema): string[] {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(schemaTypes);
  return [...own, ...nested, ...(schema.nullable ? ['null'] : [])];
}

/** Cut to `max` UTF-16 units without splitting a surrogate pair, padded to `min`. */
export function fitText(text: string, min = 0, max = Number.POSITIVE_INFINITY): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.length >= min ? out : out + 'x'.repeat(min - out.length);
}

const VALID_EMAILS = ["x'--@example.com", "o'neil+tag@example.com", 'a_b-c@example.co', 'admin@example.com'];
const validEmail = fc.oneof(
  fc.constantFrom(...VALID_EMAILS),
  fc.nat().map((n) => `hostile${n}@example.com`),
);

/**
 * Texts whose rule the JSON schema cannot show (zod refinements), chosen by the field's name: dates,
 * upload paths, https links. Each list holds valid values and hostile ones that look the part.
 */
const NAME_HINTS: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, validEmail],
  [/(Date|Time|dateOfBirth)$/, fc.constantFrom('2030-01-01T10:00', '1990-04-05', '2020-02-30', '9999-12-31T23:59:59Z')],
  [
    /(Picture|Path)$/,
    fc.constantFrom('', '/upload/questions/a.png', '/upload/../../etc/passwd', '/upload/<script>.png'),
  ],
  [
    /^footer(Facebook|Twitter|Linkedin|Instagram)$/,
    fc.constantFrom('', 'https://example.com/"><script>', 'javascript:x'),
  ],
];

function validText(schema: JsonSchema, name = ''): fc.Arbitrary<string> {
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(name));
  if (hint)
    return fc.oneof(
      { arbitrary: hint[1], weight: 3 },
      storableText.map((s) => fitText(s, 1, schema.maxLength)),
    );
  if (schema.format === 'email' || schema.pattern?.includes('@')) return validEmail;
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern), { size: 'xsmall' })
        .map((s) => fitText(s, 0, schema.maxLength));
    } catch {
      // A pattern fast-check cannot generate from: payloads then (the route answers 400).
    }
  }
  // Not blank: most texts are required, and zod trims before it counts.
  return storableText.map((s) => fitText(s.trim() ? s : `x${s}`, Math.max(schema.minLength ?? 0, 1), schema.maxLength));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const min =
    Math.max(schema.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER) + (exclusiveMin ? (integer ? 1 : 0.01) : 0);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const edges = [min, max, 1, 2, 3, 2 ** 31 - 1].filter((n) => n >= min && n <= max);
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: fc.constantFrom(...edges), weight: 3 }, { arbitrary: inside, weight: 1 });
}

/** A value the schema's types and bounds accept (zod refinements the schema cannot show may still refuse it). */
export function validValueFor(schema: JsonSchema, depth = 0, name = ''): fc.Arbitrary<HostileJson> {
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as HostileJson[]));
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((s) => validValueFor(s, depth, name)));
  const types = schemaTypes(schema);
  const options: fc.Arbitrary<HostileJson>[] = [];
  if (types.includes('string')) options.push(validText(schema, name));
  if (types.includes('integer') || types.includes('number'))
    options.push(validNumber(schema, !types.includes('number')));
  if (types.includes('boolean')) options.push(fc.boolean());
  if (types.includes('array') && depth < 3)
    options.push(
      fc.array(validValueFor(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      }),
    );
  if ((types.includes('object') || schema.properties) && depth < 3) options.push(validObjectFor(schema, depth + 1));
  if (types.includes('null')) options.push(fc.constant(null));
  return options.length > 0 ? fc.oneof(...options) : storableText;
}

/** Every required property, and each optional one half of the time. */
function validObjectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<HostileJson> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, sub]) => {
    const field = validValueFor(sub, depth, name).map((value): [string, HostileJson] | null => [name, value]);
    return required.has(name) ? field : fc.option(field, { nil: null });
  });
  return fc
    .tuple(...fields)
    .map((entries) => nullObject(entries.filter((e): e is [string, HostileJson] => e !== null)));
}

// ----- bodies -----

const mutation = fc.record({
  kind: fc.constantFrom('drop', 'replace', 'replace', 'extra'),
  at: fc.nat(),
  key: extraKey,
  value: hostileJson,
});

/** A valid object with one or two fields broken: dropped, replaced by a hostile value, or an extra key added. */
export function mutatedObjectFor(schema: JsonSchema): fc.Arbitrary<HostileJson> {
  return fc
    .tuple(validObjectFor(schema), fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([valid, changes]) => {
      // A copy: fast-check may hand the same generated value out again while shrinking.
      const object = nullObject(Object.entries(valid as { [key: string]: HostileJson }));
      const keys = Object.keys(schema.properties ?? {});
      for (const change of changes) {
        const key = keys.length > 0 ? keys[change.at % keys.length]! : change.key;
        if (change.kind === 'drop') delete object[key];
        else if (change.kind === 'replace') object[key] = change.value;
        else object[change.key] = change.value;
      }
      return object;
    });
}

export interface HostileBody {
  payload: string | Buffer;
  contentType?: string;
}

/** Bodies that are not JSON at all, or JSON of the wrong shape, under content types right and wrong. */
export const malformedBody: fc.Arbitrary<HostileBody> = fc.record({
  payload: fc.constantFrom<string | Buffer>(
    ...['', '{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\uFEFF{}', 'null', '[]', '123', 'true', '"text"'],
    '{"__proto__":{"isAdmin":true}}',
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    Buffer.from([0xff, 0xfe, 0xfd, 0x7b, 0x7d]),
    Buffer.from('{"a":"\u0000"}'),
    '{"a":"\\ud800"}',
  ),
  contentType: fc.constantFrom(
    ...['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain'],
    ...['application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', undefined],
  ),
});

const asJson = (value: HostileJson): HostileBody => ({ payload: jsonText(value), contentType: 'application/json' });

/** A JSON body for a route: valid with payloads, valid with a field or two broken, anything, or malformed. */
export function bodyFor(schema: JsonSchema | null): fc.Arbitrary<HostileBody> {
  if (!schema) return fc.oneof(hostileJson.map(asJson), malformedBody);
  return fc.oneof(
    { arbitrary: validObjectFor(schema).map(asJson), weight: 4 },
    { arbitrary: mutatedObjectFor(schema).map(asJson), weight: 4 },
    { arbitrary: hostileJson.map(asJson), weight: 1 },
    { arbitrary: malformedBody, weight: 1 },
  );
}

// ----- path and query -----

/** Path and query values, already percent-encoded: ids valid and not, numbers odd, encodings broken. */
export const RAW_ENCODED_VALUES = (
  '1 2 3 0 -1 -0 1e308 1e400 NaN Infinity 2147483648 9007199254740993 99999999999999999999 1.5 0x10 %20 +1 ' +
  // NUL, broken escapes, a surrogate as UTF-8 bytes (invalid), an overlong '/', traversal
  '%00 1%00 % %zz %ED%A0%80 %C0%AF %FF%FE ..%2F..%2Fetc%2Fpasswd %2e%2e'
).split(' ');

export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_ENCODED_VALUES), weight: 4 },
  { arbitrary: hostileText.filter((s) => s.length < 2_000).map(percentEncode), weight: 3 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

/** One parameter's value: one the schema accepts (so the handler runs) or a hostile one, encoded. */
export function urlValueFor(param: ApiParam): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValueFor(param.schema, 0, param.name).map((v) => percentEncode(String(v))), weight: 3 },
    { arbitrary: hostileUrlValue, weight: 1 },
  );
}

/** A query string: the declared parameters (each present or not, maybe twice), bracket keys and extras. */
export function queryFor(params: ApiParam[]): fc.Arbitrary<string> {
  const declared = params.map((p) =>
    fc.option(
      fc.array(urlValueFor(p), { minLength: 1, maxLength: 2 }).map((values) => values.map((v) => `${p.name}=${v}`)),
      { freq: 4, nil: [] as string[] },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.constantFrom('__proto__[x]', 'constructor', 'a[]', 'page', 'x'), hostileUrlValue)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([d, e]) => [...d.flat(), ...e].join('&'));
}

/** Values for every path parameter. */
export function pathValuesFor(params: ApiParam[]): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(params.map((p) => [p.name, urlValueFor(p)])));
}
