/** Shortens table text to about `max` characters, ending with an ellipsis; the full text goes in a title. */
export function truncate(text: string, max = 80): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
