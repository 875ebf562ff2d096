import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, badValue, notSupported } from '../errors';
import { isPlainObject } from '../storage/values';

/** ICU version MongoDB 7 reports in a collation document. */
const ICU_VERSION = '57.1';

const SENSITIVITY = { 1: 'base', 2: 'accent', 3: 'variant' } as const;
type Strength = keyof typeof SENSITIVITY;

/**
 * A non-simple collation: string comparison through ICU (Node's `Intl.Collator`) and a key
 * for hash indexes that is equal for strings the collator finds equal.
 */
export class Collation {
  private readonly collator: Intl.Collator;
  private readonly strength: Strength;
  private readonly locale: string;
  private readonly numeric: boolean;
  /** Character → first collator-equal character, built on first use (see `key`). */
  private table: Map<string, string> | undefined;

  /** The collation as MongoDB reports it: every field present. */
  readonly spec: Document;

  constructor(spec: Document) {
    this.spec = spec;
    this.locale = (spec.locale as string).replace(/_/g, '-');
    this.strength = spec.strength as Strength;
    this.numeric = spec.numericOrdering === true;
    const caseFirst = spec.caseFirst as 'off' | 'upper' | 'lower';
    this.collator = new Intl.Collator(this.locale, {
      usage: 'sort',
      sensitivity: spec.caseLevel === true ? 'case' : SENSITIVITY[this.strength],
      caseFirst: caseFirst === 'off' ? 'false' : caseFirst,
      numeric: this.numeric,
    });
  }

  /** The spec with a BCP 47 locale (`en-US`, not MongoDB's `en_US`), for `Intl` and mingo's `$sort`. */
  get intlSpec(): Document {
    return { ...this.spec, locale: this.locale };
  }

  compare(a: string, b: string): number {
    return this.collator.compare(a, b);
  }

  /** Whether two collations compare every pair of strings alike (so one's index serves the other's query). */
  sameAs(other: Collation | undefined): boolean {
    return other !== undefined && JSON.stringify(other.spec) === JSON.stringify(this.spec);
  }

  /**
   * Folds a string to a key that is equal for strings this collation treats as equal. Characters
   * of the common scripts map to the first character the collator finds equal to them (so locale
   * tailoring such as Turkish Ç is respected); others are folded the way ICU's levels work.
   * Contractions and expansions across several characters (ß = ss) are not folded.
   */
  key(value: string): string {
    const table = this.representatives();
    let key = '';
    for (const ch of value.normalize('NFC').replace(/\p{Default_Ignorable_Code_Point}/gu, '')) {
      const known = table.get(ch);
      if (known !== undefined) key += known;
      else for (const folded of this.fold(ch)) key += table.get(folded) ?? folded;
    }
    return this.numeric ? key.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '')) : key;
  }

  private fold(ch: string): string {
    // Compatibility variants (full-width forms, ligatures) differ only at ICU's third level.
    if (this.strength === 3) return ch.normalize('NFD');
    const folded = ch.normalize('NFKD');
    const caseless = this.spec.caseLevel === true ? folded : folded.toLocaleLowerCase(this.locale);
    return this.strength === 1 ? caseless.replace(/\p{M}/gu, '') : caseless;
  }

  private representatives(): Map<string, string> {
    if (this.table) return this.table;
    const cached = TABLES.get(JSON.stringify(this.spec));
    if (cached) return (this.table = cached);
    const chars: string[] = [];
    for (const [from, to] of TABLE_RANGES)
      for (let code = from; code <= to; code++) chars.push(String.fromCodePoint(code));
    chars.sort((a, b) => this.collator.compare(a, b) || a.codePointAt(0)! - b.codePointAt(0)!);
    const table = new Map<string, string>();
    let representative = '';
    for (const ch of chars) {
      if (!representative || this.collator.compare(representative, ch) !== 0) representative = ch;
      table.set(ch, representative);
    }
    TABLES.set(JSON.stringify(this.spec), table);
    return (this.table = table);
  }
}

/** Latin, Greek, Cyrillic and their extensions, plus full-width ASCII. */
const TABLE_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x370, 0x4ff],
  [0x1e00, 0x1fff],
  [0xff01, 0xff5e],
];
const TABLES = new Map<string, Map<string, string>>();

const FIELDS: Record<string, (value: unknown) => boolean> = {
  locale: (v) => typeof v === 'string',
  strength: (v) => typeof v === 'number',
  caseLevel: (v) => typeof v === 'boolean',
  caseFirst: (v) => typeof v === 'string',
  numericOrdering: (v) => typeof v === 'boolean',
  alternate: (v) => typeof v === 'string',
  maxVariable: (v) => typeof v === 'string',
  normalization: (v) => typeof v === 'boolean',
  backwards: (v) => typeof v === 'boolean',
  version: (v) => typeof v === 'string',
};

/**
 * Validates a `collation` option as MongoDB does; `undefined` for none or `{ locale: 'simple' }`.
 * Options MongoDB has but `Intl.Collator` cannot reproduce are refused with 115.
 */
export function parseCollation(raw: unknown): Collation | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw badValue(`BSON field 'collation' is the wrong type, expected object`);
  for (const [field, value] of Object.entries(raw)) {
    const check = FIELDS[field];
    if (!check)
      throw new MongoCommandError(
        ErrorCode.Location40415,
        `BSON field 'collation.${field}' is an unknown field.`,
      );
    if (!check(value))
      throw new MongoCommandError(
        ErrorCode.TypeMismatch,
        `BSON field 'collation.${field}' is the wrong type`,
      );
  }
  const locale = raw.locale as string | undefined;
  if (locale === undefined)
    throw new MongoCommandError(
      ErrorCode.Location40414,
      `BSON field 'collation.locale' is missing but a required field`,
    );
  if (locale === 'simple') return undefined;
  if (!/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(locale) || !isSupportedLocale(locale))
    throw badValue(`Field 'locale' is invalid in: { locale: ${JSON.stringify(locale)} }`);

  const strength = raw.strength ?? 3;
  if (typeof strength !== 'number' || !Number.isInteger(strength) || strength < 1 || strength > 5)
    throw new MongoCommandError(
      ErrorCode.Location51024,
      `BSON field 'strength' value must be >= 1 and <= 5, actual value '${String(strength)}'`,
    );
  if (strength > 3) throw notSupported(`collation strength ${strength}`);
  const caseFirst = raw.caseFirst ?? 'off';
  if (!['off', 'upper', 'lower'].includes(caseFirst as string))
    throw badValue(`Field 'caseFirst' must be one of 'off', 'upper' or 'lower', got '${String(caseFirst)}'`);
  const alternate = raw.alternate ?? 'non-ignorable';
  if (alternate === 'shifted') throw notSupported(`collation alternate 'shifted'`);
  if (alternate !== 'non-ignorable')
    throw badValue(`Field 'alternate' must be 'non-ignorable' or 'shifted', got '${String(alternate)}'`);
  const maxVariable = raw.maxVariable ?? 'punct';
  if (maxVariable !== 'punct' && maxVariable !== 'space')
    throw badValue(`Field 'maxVariable' must be 'punct' or 'space', got '${String(maxVariable)}'`);
  if (raw.backwards === true) throw notSupported(`collation backwards: true`);
  if (raw.caseLevel === true && strength !== 1)
    throw notSupported(`collation caseLevel with strength ${strength}`);

  return new Collation({
    locale,
    caseLevel: raw.caseLevel ?? false,
    caseFirst,
    strength,
    numericOrdering: raw.numericOrdering ?? false,
    alternate,
    maxVariable,
    normalization: raw.normalization ?? false,
    backwards: false,
    version: ICU_VERSION,
  });
}

function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([locale.replace(/_/g, '-')]).length > 0;
  } catch {
    return false;
  }
}
