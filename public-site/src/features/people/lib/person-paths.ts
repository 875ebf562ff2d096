import { people } from '@mwangaza/shared';

/** A person's profile page. */
export const profilePath = (person: { slug: string }) =>
  `${people.publicPath}/${encodeURIComponent(person.slug)}`;

/** Where the About page's team section starts: the way back from a profile. */
export const TEAM_PATH = '/about#team';

/** 'AO' for Achieng Otieno: shown in place of a photo not yet chosen. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A person's first name ('Achieng'), as a profile speaks of them. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
