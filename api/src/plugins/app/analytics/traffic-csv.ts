import { stringify } from 'csv-stringify/sync';
import type { TrafficReport } from '@mwangaza/shared/schemas';

type Row = [section: string, date: string, item: string, detail: string, metric: string, value: number];

/**
 * The Traffic report as one table a spreadsheet can pivot: every figure on its own row, named by its section
 * (summary, daily, pages...), its day, what it is about and the measure. Quoted, and values starting with a
 * formula character escaped (referrers and campaign names come from visitors' browsers).
 */
export function trafficCsv(report: TrafficReport): string {
  const period = `${report.from}..${report.to}`;
  const previous = `${report.previousFrom}..${report.previousTo}`;
  const rows: Row[] = [
    ['summary', period, '', '', 'visitors', report.visitors.value],
    ['summary', previous, '', '', 'visitors', report.visitors.previous],
    ['summary', period, '', '', 'page views', report.pageViews.value],
    ['summary', previous, '', '', 'page views', report.pageViews.previous],
    ...report.daily.flatMap(({ date, visitors, pageViews }): Row[] => [
      ['daily', date, '', '', 'visitors', visitors],
      ['daily', date, '', '', 'page views', pageViews],
    ]),
    ...report.pages.flatMap(({ path, visitors, pageViews }): Row[] => [
      ['pages', period, path, '', 'visitors', visitors],
      ['pages', period, path, '', 'page views', pageViews],
    ]),
    ...report.languages.flatMap(({ locale, visitors, pageViews }): Row[] => [
      ['languages', period, locale, '', 'visitors', visitors],
      ['languages', period, locale, '', 'page views', pageViews],
    ]),
    ...report.referrers.map(({ referrer, visitors }): Row => [
      'referrers',
      period,
      referrer,
      '',
      'visitors',
      visitors,
    ]),
    ...report.campaigns.map(({ source, medium, campaign, visitors }): Row => [
      'campaigns',
      period,
      campaign,
      `${source} / ${medium}`,
      'visitors',
      visitors,
    ]),
    ...report.devices.map(({ device, visitors }): Row => [
      'devices',
      period,
      device,
      '',
      'visitors',
      visitors,
    ]),
    ...report.events.map(({ name, count }): Row => ['events', period, name, '', 'count', count]),
    ...report.funnel.flatMap(({ source, campaign, steps }) =>
      steps.flatMap(({ step, count, rate }): Row[] => [
        ['funnel', period, source, campaign, step, count],
        ['funnel', period, source, campaign, `${step} rate`, rate],
      ]),
    ),
    ...report.funnelByLanguage.flatMap(({ locale, steps }) =>
      steps.flatMap(({ step, count, rate }): Row[] => [
        ['funnel by language', period, locale, '', step, count],
        ['funnel by language', period, locale, '', `${step} rate`, rate],
      ]),
    ),
    ...report.vitals.map(({ path, device, name, p75 }): Row => [
      'vitals',
      period,
      path,
      device,
      `${name} p75`,
      p75,
    ]),
    ...report.vitalsDaily.map(({ date, name, p75 }): Row => [
      'vitals daily',
      date,
      '',
      '',
      `${name} p75`,
      p75,
    ]),
  ];
  return stringify(rows, {
    header: true,
    columns: ['Section', 'Date', 'Item', 'Detail', 'Metric', 'Value'],
    bom: true,
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
