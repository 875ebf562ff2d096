/**
 * Words people outside the team typed (an enquiry's fields, an account's name) on their way into an
 * e-mail. They are never made links (html-mail.ts links only a message's own `links`), and where they reach
 * a stranger's inbox at most a plain name is used.
 */

const NAME_MAX_LENGTH = 40;
const NAME_MAX_WORDS = 4;
/**
 * Letters of any script (with their accents), and between them a space, an apostrophe or a hyphen; a full
 * stop only after a letter and before a space or the end ("J. R. Kamau"). No digits, no other punctuation:
 * nothing that can be an address, a phone number, a link or a sentence.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:(?:[ '’-]|\. ?)?\p{L}\p{M}*)*\.?$/u;

/** The name if it reads as a person's name and is short, else undefined (the greeting then goes without). */
export function plainName(name: string): string | undefined {
  const tidy = name.trim().replace(/\s+/g, ' ');
  if (tidy.length > NAME_MAX_LENGTH || tidy.split(' ').length > NAME_MAX_WORDS) return undefined;
  return PLAIN_NAME.test(tidy) ? tidy : undefined;
}

/** "Dear Amina Hassan," or, when the name is not plain, "Hello,". */
export function greeting(salutation: 'Dear' | 'Hello', name: string): string {
  const plain = plainName(name);
  return plain ? `${salutation} ${plain},` : 'Hello,';
}

/**
 * Someone else's words as a quotation: every line starts with ">" (html-mail.ts draws them as a quote and
 * keeps mail clients from turning addresses in them into links).
 */
export function quoted(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}
