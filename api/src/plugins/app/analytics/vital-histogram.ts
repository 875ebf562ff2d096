import type { DeviceClass, WebVitalName } from '@mwangaza/shared/schemas';
import type { Histogram, VitalRow } from '../../../models/analytics-day.model';

/**
 * Web vitals as fixed-bucket histograms, so that days, pages and devices add up and a 75th percentile can be
 * read from any sum of them (as Prometheus histograms do). Buckets grow by 5 %: a percentile is right within
 * about 2.5 %. CLS (a score, not milliseconds) is counted in thousandths.
 */
const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);
const scale = (name: WebVitalName) => (name === 'CLS' ? 1000 : 1);

/** Bucket 0 holds values below one unit; bucket i ≥ 1 holds [GROWTH^(i-1), GROWTH^i). */
export function bucketOf(name: WebVitalName, value: number): number {
  const units = value * scale(name);
  return units < 1 ? 0 : 1 + Math.floor(Math.log(units) / LOG_GROWTH);
}

/** A bucket's middle (geometric), in the vital's own unit. */
function valueOf(name: WebVitalName, bucket: number): number {
  const units = bucket === 0 ? 0 : GROWTH ** (bucket - 0.5);
  return name === 'CLS' ? Math.round(units) / 1000 : Math.round(units);
}

/** Adds `from` into the counts of `into` (bucket → count). */
export function addHistogram(into: Map<number, number>, from: Histogram): void {
  for (const [bucket, count] of from) into.set(bucket, (into.get(bucket) ?? 0) + count);
}

export const toHistogram = (counts: Map<number, number>): Histogram =>
  [...counts].sort((a, b) => a[0] - b[0]);

/** The 75th percentile (nearest rank) and the number of samples. */
export function p75(name: WebVitalName, counts: Map<number, number>): { p75: number; samples: number } {
  const sorted = toHistogram(counts);
  const samples = sorted.reduce((sum, [, count]) => sum + count, 0);
  const rank = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= rank) return { p75: valueOf(name, bucket), samples };
  }
  return { p75: 0, samples };
}

export interface Vital {
  path: string;
  device: DeviceClass;
  name: WebVitalName;
}

/** A day's stored row (VitalRow): `path#device#name#bucket:count,…`. */
export function encodeVital({ path, device, name }: Vital, counts: Map<number, number>): VitalRow {
  const histogram = toHistogram(counts).map(([bucket, count]) => `${bucket}:${count}`);
  return `${path}#${device}#${name}#${histogram.join(',')}`;
}

/** A stored row back into its page, device and metric, and its histogram. */
export function decodeVital(row: VitalRow): Vital & { histogram: Histogram } {
  const [path, device, name, buckets] = row.split('#') as [string, DeviceClass, WebVitalName, string];
  const histogram = buckets.split(',').map((pair) => {
    const [bucket, count] = pair.split(':');
    return [Number(bucket), Number(count)] as [number, number];
  });
  return { path, device, name, histogram };
}
