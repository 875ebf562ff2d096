/**
 * The first sentence of a text (up to its first full stop, question or exclamation mark followed by a space),
 * or the whole text when it has one sentence: a card shows a whole sentence, never one cut mid-word.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.!?](?=\s+\S)/.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
