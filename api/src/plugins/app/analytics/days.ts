/** UTC days as YYYY-MM-DD strings: they sort and compare as text, and every instance agrees on them. */

const DAY_MS = 86_400_000;

export const dayOf = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: string, days: number): string =>
  dayOf(startOfDay(day).getTime() + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
