const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "1 Jan 2024"; an empty string for a broken value. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
