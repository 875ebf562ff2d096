export interface FeatureParts {
  label: string;
  detail: string;
}

// A dash with spaces around it (hyphen, en or em dash) separates the label, so "Real-time" stays whole.
const SEPARATOR = /\s+[-–—]\s+|\s*[–—]\s*/;

/** "Short label - longer explanation" (how service features are written): the text before the first dash is the short label. */
export function splitFeature(feature: string): FeatureParts {
  const match = SEPARATOR.exec(feature);
  if (!match) return { label: feature.trim(), detail: '' };
  return {
    label: feature.slice(0, match.index).trim(),
    detail: feature.slice(match.index + match[0].length).trim(),
  };
}
