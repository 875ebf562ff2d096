import en from '@mwangaza/shared/i18n/messages/en.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import { GOALS, GOAL_RULES, recommend, type Goal, type Maturity } from './recommend';

const ids = (goals: Goal[], maturity: Maturity) => recommend(goals, maturity).services.map((s) => s.id);
const names = (goals: Goal[], maturity: Maturity) => recommend(goals, maturity).services.map((s) => s.name);

describe('recommend: each goal alone at Intermediate maturity (adds nothing)', () => {
  test.each<[Goal, string[]]>([
    ['Visualize existing data', ['Data Visualization']],
    ['Automate reporting', ['Data Pipelines', 'Automated Data Entry']],
    ['Integrate multiple data sources', ['Data Lakes', 'Data Pipelines']],
    ['Improve data quality', ['Cleansing & Validation']],
    ['Predictive analytics', ['Big Data Analytics']],
    ['Real-time dashboards', ['Data Visualization', 'Data Pipelines']],
  ])('%s recommends %j', (goal, expected) => {
    expect(names([goal], 2)).toEqual(expected);
  });

  test('there are exactly six goals', () => {
    expect(GOALS).toHaveLength(6);
  });
});

describe('recommend: service names map to the seeded service ids', () => {
  test.each([
    ['Data Visualization', 'data-visualization', ['Visualize existing data'], 2],
    ['Data Pipelines', 'data-pipelines', ['Automate reporting'], 2],
    ['Automated Data Entry', 'automated-data-entry', ['Automate reporting'], 2],
    ['Data Lakes', 'data-lakes', ['Integrate multiple data sources'], 2],
    ['Cleansing & Validation', 'cleansing-validation', ['Improve data quality'], 2],
    ['Big Data Analytics', 'big-data-analytics', ['Predictive analytics'], 2],
    ['Training', 'training', ['Improve data quality'], 1],
  ] as [string, string, Goal[], Maturity][])('%s links to /services/%s', (name, id, goals, maturity) => {
    expect(recommend(goals, maturity).services).toContainEqual({ id, name });
  });
});

describe('recommend: maturity levels', () => {
  test.each<[Maturity, string[], string]>([
    [1, ['cleansing-validation', 'training'], 'Building foundations for data-driven decisions'],
    [2, ['cleansing-validation'], 'Ready to scale your data capabilities'],
    [3, ['cleansing-validation', 'big-data-analytics'], 'Positioned for advanced analytics innovation'],
  ])('maturity %i gives %j and the insight "%s"', (maturity, expectedIds, insight) => {
    const result = recommend(['Improve data quality'], maturity);
    expect(result.services.map((s) => s.id)).toEqual(expectedIds);
    expect(en[result.maturityInsight]).toBe(insight);
  });
});

describe('recommend: de-duplication keeps the first occurrence', () => {
  test('services shared by two goals appear once, in first-seen order', () => {
    expect(
      ids(['Visualize existing data', 'Real-time dashboards', 'Integrate multiple data sources'], 2),
    ).toEqual(['data-visualization', 'data-pipelines', 'data-lakes']);
  });

  test('Automate reporting with Integrate multiple data sources lists Data Pipelines once', () => {
    expect(ids(['Automate reporting', 'Integrate multiple data sources'], 2)).toEqual([
      'data-pipelines',
      'automated-data-entry',
      'data-lakes',
    ]);
  });

  test('Advanced maturity does not repeat Big Data Analytics already recommended by Predictive analytics', () => {
    expect(ids(['Predictive analytics'], 3)).toEqual(['big-data-analytics']);
    expect(ids(['Predictive analytics', 'Visualize existing data'], 3)).toEqual([
      'big-data-analytics',
      'data-visualization',
    ]);
  });

  test('Just starting adds Training after the goals’ services', () => {
    expect(ids(['Real-time dashboards'], 1)).toEqual(['data-visualization', 'data-pipelines', 'training']);
  });

  test('all six goals at Advanced maturity give each service once', () => {
    expect(ids([...GOALS], 3)).toEqual([
      'data-visualization',
      'data-pipelines',
      'automated-data-entry',
      'data-lakes',
      'cleansing-validation',
      'big-data-analytics',
    ]);
  });

  test('repeating a goal does not repeat its pain points or next steps', () => {
    const result = recommend(['Automate reporting', 'Automate reporting'], 2);
    expect(result.painPoints).toEqual(GOAL_RULES['Automate reporting'].painPoints);
    expect(result.nextSteps).toEqual(GOAL_RULES['Automate reporting'].nextSteps);
  });
});

describe('recommend: pain points and next steps', () => {
  test.each([...GOALS])('%s contributes two pain points and two next steps', (goal) => {
    const result = recommend([goal], 2);
    expect(result.painPoints).toHaveLength(2);
    expect(result.nextSteps).toHaveLength(2);
    // Each a real sentence in every language, and each language's own (never left in English).
    for (const id of result.painPoints.concat(result.nextSteps)) {
      expect(en[id].length).toBeGreaterThan(40);
      expect(sw[id]).not.toBe(en[id]);
      expect(fr[id]).not.toBe(en[id]);
    }
  });

  test('several goals contribute their texts in the order of the goals', () => {
    const result = recommend(['Improve data quality', 'Predictive analytics'], 2);
    expect(result.painPoints).toEqual([
      ...GOAL_RULES['Improve data quality'].painPoints,
      ...GOAL_RULES['Predictive analytics'].painPoints,
    ]);
    expect(result.nextSteps).toEqual([
      ...GOAL_RULES['Improve data quality'].nextSteps,
      ...GOAL_RULES['Predictive analytics'].nextSteps,
    ]);
  });

  test('no goals gives no services beyond the maturity addition', () => {
    expect(recommend([], 1)).toEqual({
      services: [{ id: 'training', name: 'Training' }],
      painPoints: [],
      nextSteps: [],
      maturityInsight: 'stack.insight.1',
    });
  });
});
