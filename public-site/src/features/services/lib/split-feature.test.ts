import { splitFeature } from './split-feature';

describe('splitFeature', () => {
  test.each([
    [
      'Interactive dashboards - Power BI and Tableau reports your team can explore',
      'Interactive dashboards',
      'Power BI and Tableau reports your team can explore',
    ],
    ['Data modelling – star schemas built for speed', 'Data modelling', 'Star schemas built for speed'],
    ['Alerting — notify owners when a metric drifts', 'Alerting', 'Notify owners when a metric drifts'],
    ['data catalogue - every dataset described', 'Data catalogue', 'Every dataset described'],
    ['Real-time streaming - Kafka pipelines', 'Real-time streaming', 'Kafka pipelines'],
    ['Only a label', 'Only a label', ''],
    ['Real-time monitoring', 'Real-time monitoring', ''],
  ])('%j splits into label %j and detail %j', (feature, label, detail) => {
    expect(splitFeature(feature)).toEqual({ label, detail });
  });

  test('only the first dash separates; later dashes stay in the detail', () => {
    expect(splitFeature('ETL - extract - transform - load')).toEqual({
      label: 'ETL',
      detail: 'Extract - transform - load',
    });
  });
});
