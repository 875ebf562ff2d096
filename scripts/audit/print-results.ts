import os from 'node:os';
import type { PageResult, RunFigures } from './budgets';
import { IDLE_WINDOW_MS } from './idle-metrics';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printTable(results: PageResult[]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'longest task ms',
    'of scripts',
    'own JS ms',
    'JS files',
    'JS gz KB',
    'total KB',
    'idle layouts',
    'idle recalcs',
    'idle busy %',
  ];
  // The median run's figure, then every run's in run order.
  const withRuns = (r: PageResult, median: number, pick: (run: RunFigures) => number) =>
    r.runs.length > 1
      ? `${Math.round(median)} (${r.runs.map((run) => Math.round(pick(run))).join('/')})`
      : String(Math.round(median));
  const rows = results.map((r) => [
    r.path,
    withRuns(r, r.performance, (run) => run.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    withRuns(r, r.lcp, (run) => run.lcp),
    r.cls.toFixed(3),
    withRuns(r, r.tbt, (run) => run.tbt),
    String(Math.round(r.longestTask)),
    String(Math.round(r.longestScriptTask)),
    String(Math.round(r.ownScripting)),
    String(r.jsFiles),
    kb(r.jsGzip),
    kb(r.totalBytes),
    String(r.idle.layouts),
    String(r.idle.styleRecalcs),
    (r.idle.busy * 100).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(
    `\nLighthouse ${process.env.AUDIT_RUNS ?? 1}x (perf, LCP, TBT: median run, then every run), mobile preset, through` +
      ` the shell; idle: ${IDLE_WINDOW_MS / 1000} s after load at 412 px; ${os.cpus().length} cores, load average` +
      ` ${loadAverage()}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
