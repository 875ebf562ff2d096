import { pickRelatedCaseStudies, seededRandom } from './pick-related';
import { makeCaseStudy } from '../../../lib/test-case-study';

const current = makeCaseStudy({ id: 'current', category: 'Finance' });
const studies = [
  current,
  makeCaseStudy({ id: 'retail-1', category: 'Retail' }),
  makeCaseStudy({ id: 'finance-1', category: 'Finance' }),
  makeCaseStudy({ id: 'retail-2', category: 'Retail' }),
  makeCaseStudy({ id: 'finance-2', category: 'Finance' }),
  makeCaseStudy({ id: 'finance-3', category: 'Finance' }),
];
const pick = (seed: number, list = studies) => pickRelatedCaseStudies(current, list, seed).map((c) => c.id);

describe('pickRelatedCaseStudies', () => {
  test('returns two others, never the current one', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const picked = pick(seed);
      expect(picked).toHaveLength(2);
      expect(picked).not.toContain('current');
      expect(new Set(picked).size).toBe(2);
    }
  });

  test('prefers the same category when it has enough', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      pick(seed).forEach((id) => expect(id).toMatch(/^finance-/));
    }
  });

  test('fills up from other categories when the same category has too few', () => {
    const list = [
      current,
      makeCaseStudy({ id: 'finance-1', category: 'Finance' }),
      makeCaseStudy({ id: 'retail-1' }),
    ];
    expect(pick(7, list)).toEqual(['finance-1', 'retail-1']);
  });

  test('is stable for one seed and varies across seeds', () => {
    expect(pick(42)).toEqual(pick(42));
    const seen = new Set(Array.from({ length: 50 }, (_, seed) => pick(seed).join(',')));
    expect(seen.size).toBeGreaterThan(1);
  });

  test('returns fewer when there are fewer others', () => {
    expect(pick(1, [current])).toEqual([]);
    expect(pick(1, [current, makeCaseStudy({ id: 'only' })])).toEqual(['only']);
  });
});

describe('seededRandom', () => {
  test('gives numbers in [0, 1) and repeats for the same seed', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    for (let i = 0; i < 20; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
