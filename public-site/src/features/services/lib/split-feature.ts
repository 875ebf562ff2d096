export interface FeatureParts {
  label: string;
  detail: string;
}

// A dash with spaces around it (hyphen, en or em dash) separates the label, so "Real-time" stays whole.
const SEPARATOR = /\s+[-–—]\s+|\s*[–—]\s*/;

/** A line shown on its own starts with a capital, whatever case the editor wrote it in after the dash. */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Short label - longer explanation" (how service features are written): the text before the first dash is
 * the short label, the rest its explanation, shown on a line of its own and so starting with a capital.
 */
export function splitFeature(feature: string): FeatureParts {
  const match = SEPARATOR.exec(feature);
  if (!match) return { label: sentenceCase(feature.trim()), detail: '' };
  return {
    label: sentenceCase(feature.slice(0, match.index).trim()),
    detail: sentenceCase(feature.slice(match.index + match[0].length).trim()),
  };
}
