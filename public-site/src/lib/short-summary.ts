/**
 * A card's short version of a longer text, never cut inside a word: its first sentence when that fits in
 * `maxLength` characters, else as many whole words as fit, then an ellipsis. The page itself shows it all.
 */
export function shortSummary(text: string, maxLength: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const end = /[.!?](?=\s\S)/.exec(trimmed);
  const sentence = end ? trimmed.slice(0, end.index + 1) : trimmed;
  if (sentence.length <= maxLength) return sentence;
  const cut = sentence.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(
    /[\s,;:–—-]+$/,
    '',
  );
  return `${words}…`;
}
