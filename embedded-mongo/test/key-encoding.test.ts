import { Binary, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { encodeKey, encodeValue } from '../src/storage/key-encoding';

// Index keys must sort byte by byte exactly as MongoDB compares the values they encode.
const ordered = (values: unknown[]) => values.map((v) => encodeValue(v));
const isSorted = (keys: Buffer[]) => keys.every((key, i) => i === 0 || Buffer.compare(keys[i - 1]!, key) < 0);

test('type brackets follow MongoDB: MinKey, null, numbers, strings, objects, arrays, binary, ObjectId, booleans, dates, timestamps, regexes, MaxKey', () => {
  const keys = ordered([
    new MinKey(),
    null,
    -Infinity,
    0,
    'a',
    { a: 1 },
    [1],
    new Binary(Buffer.from([1])),
    new ObjectId('000000000000000000000000'),
    false,
    true,
    new Date(0),
    new Timestamp({ t: 1, i: 1 }),
    /a/,
    new MaxKey(),
  ]);
  expect(isSorted(keys)).toBe(true);
});

test('numbers of every BSON type compare as numbers, with NaN below all and -0 equal to 0', () => {
  expect(encodeValue(1)).toEqual(encodeValue(Long.fromNumber(1)));
  expect(encodeValue(1)).toEqual(encodeValue(Decimal128.fromString('1')));
  expect(encodeValue(-0)).toEqual(encodeValue(0));
  expect(
    isSorted(
      ordered([
        NaN,
        -Infinity,
        -1e300,
        Long.fromString('-9223372036854775808'),
        -2.5,
        -1,
        Decimal128.fromString('-0.5'),
        0,
        Number.MIN_VALUE,
        0.1,
        1,
        2 ** 53,
        Long.fromString('9007199254740993'),
        Long.fromString('9223372036854775807'),
        1e300,
        Infinity,
      ]),
    ),
  ).toBe(true);
  // Longs beyond 2^53 that share a double keep their exact order.
  const big = [0n, 1n, 2n, 3n, 1000n].map((d) => Long.fromBigInt((1n << 62n) + d));
  expect(isSorted(ordered(big))).toBe(true);
  // The decimal 0.1 is exactly 1/10, below the nearest double (0.1000000000000000055…).
  expect(Buffer.compare(encodeValue(Decimal128.fromString('0.1')), encodeValue(0.1))).toBeLessThan(0);
  expect(
    Buffer.compare(encodeValue(Decimal128.fromString('0.1')), encodeValue(0.09999999999999999)),
  ).toBeGreaterThan(0);
});

test('random numbers sort as numbers', () => {
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const values = Array.from({ length: 2000 }, (_, i) =>
    i % 3 === 0
      ? Math.round(random() * 1e6)
      : i % 3 === 1
        ? random() * 10 ** Math.round(random() * 20)
        : random(),
  );
  const byValue = [...values].sort((a, b) => a - b).map((v) => encodeValue(v));
  const byKey = values.map((v) => encodeValue(v)).sort(Buffer.compare);
  expect(byKey).toEqual(byValue);
});

test('strings sort by code point, shorter prefixes first, embedded NUL included', () => {
  const strings = ['', '\u0000', '\u0000\u0000', 'a', 'a\u0000', 'a\u0000b', 'ab', 'b', 'é', '\uffff', '😀'];
  expect(isSorted(ordered(strings))).toBe(true);
});

test('documents compare field by field (type, name, value), arrays element by element', () => {
  expect(
    isSorted(
      ordered([
        {},
        { a: null },
        { a: 1 },
        { a: 1, b: 1 },
        { a: 2 },
        { b: 1 }, // a number field comes before a string field, whatever the names
        { a: 'x' },
        { a: {} },
        { a: [] },
      ]),
    ),
  ).toBe(true);
  expect(isSorted(ordered([[], [1], [1, 1], [1, 'a'], [2], ['a']]))).toBe(true);
});

test('dates, ObjectIds and binary data keep their order; binary compares length first', () => {
  expect(isSorted(ordered([new Date(-1000), new Date(0), new Date(1), new Date(8.64e15)]))).toBe(true);
  expect(
    isSorted(
      ordered([
        new ObjectId('000000000000000000000001'),
        new ObjectId('00000000000000000000ff00'),
        new ObjectId('ff0000000000000000000000'),
      ]),
    ),
  ).toBe(true);
  expect(isSorted(ordered([new Binary(Buffer.from([9, 9])), new Binary(Buffer.from([1, 1, 1]))]))).toBe(true);
});

test('compound keys order by each field in turn; a descending field reverses its own order only', () => {
  const rows: [string, number][] = [
    ['a', 3],
    ['a', 2],
    ['a', 1],
    ['ab', 9],
    ['b', 5],
    ['b', 4],
  ];
  const keys = rows.map((row) => encodeKey(row, [1, -1]));
  expect(isSorted(keys)).toBe(true);
  // A shorter string is not a prefix trap once inverted: 'ab' descending comes before 'a'.
  expect(isSorted([encodeKey(['ab'], [-1]), encodeKey(['a'], [-1]), encodeKey([''], [-1])])).toBe(true);
});

test('a collation folds strings in keys: case variants share a key at strength 2', () => {
  const fold = (s: string) => s.toLowerCase();
  expect(encodeValue('Nairobi', fold)).toEqual(encodeValue('NAIROBI', fold));
  expect(encodeValue({ city: 'Nairobi' }, fold)).toEqual(encodeValue({ city: 'nairobi' }, fold));
});
