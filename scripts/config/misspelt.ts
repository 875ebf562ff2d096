import { closest, distance } from 'fastest-levenshtein';

/** How many edits a name may be from a known one to count as its misspelling (HOME is not HOST). */
function tolerance(name: string): number {
  return name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
}

/**
 * Variables in `env` that the project does not read but that are a typo or two away from a name it does
 * (`CONSOLE_ULR` → `CONSOLE_URL`): each with the likely name.
 */
export function misspeltVariables(
  env: Readonly<Record<string, string | undefined>>,
  known: ReadonlySet<string>,
): { name: string; likely: string }[] {
  const names = [...known];
  return Object.keys(env)
    .filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name) && !known.has(name))
    .map((name) => ({ name, likely: closest(name, names) }))
    .filter(({ name, likely }) => distance(name, likely) <= tolerance(name))
    .sort((a, b) => a.name.localeCompare(b.name));
}
