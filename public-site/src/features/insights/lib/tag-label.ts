/** Short words that read as capitals in a tag ('ai-readiness' → 'AI readiness'). */
const ACRONYMS = new Set(['ai', 'api', 'bi', 'etl', 'gis', 'kpi', 'llm', 'ml', 'sql', 'sms', 'ussd']);

/**
 * A tag as readers see it: its words with spaces and a capital ('data-quality' → 'Data quality'); the tag
 * itself stays in the address (`?tag=data-quality`).
 */
export function tagLabel(tag: string): string {
  const words = tag
    .split('-')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
