import type { SiteSettings } from '@mwangaza/shared';

type SectionKey = keyof SiteSettings;

/** The form's sections, in order, with what one row of a list section is called ('Counter 1'). */
export const SETTINGS_SECTIONS: readonly { key: SectionKey; title: string; item?: string; hint?: string }[] =
  [
    {
      key: 'contact',
      title: 'Contact details',
      hint: 'Shown in the footer, on the contact page and in search results.',
    },
    {
      key: 'businessHours',
      title: 'Business hours',
      item: 'Hours',
      hint: 'Leave opening and closing time empty for days the office is closed.',
    },
    { key: 'social', title: 'Social links', item: 'Social link' },
    { key: 'hero', title: 'Home hero' },
    { key: 'counters', title: 'Counters', item: 'Counter' },
    { key: 'principles', title: 'Principles', item: 'Principle' },
    { key: 'tools', title: 'Tools grid', item: 'Tool' },
    { key: 'footerServices', title: 'Footer service links', item: 'Service link' },
  ];

/** The id of a section's element, which the jump list links to ('settings-businessHours'). */
export const sectionAnchor = (key: SectionKey) => `settings-${key}`;

/** Each field's label, by its key in the settings schema. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  phone: 'Phone',
  email: 'E-mail',
  privacyEmail: 'Privacy e-mail',
  street: 'Street',
  area: 'Area',
  city: 'City',
  country: 'Country',
  days: 'Days as shown',
  dayOfWeek: 'Days of the week',
  opens: 'Opens',
  closes: 'Closes',
  name: 'Name',
  url: 'Profile URL',
  eyebrow: 'Eyebrow',
  title: 'Title',
  highlight: 'Highlighted words',
  lead: 'Lead',
  primaryAction: 'Contact button',
  secondaryAction: 'Services button',
  value: 'Number',
  suffix: 'Suffix',
  label: 'Label',
  line: 'Line',
  mark: 'Mark',
  insight: 'Insight',
  serviceId: 'Service id',
};

/** The History panel's names of what changed ('footerServices' → 'Footer service links'). */
export const SECTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SETTINGS_SECTIONS.map((section) => [section.key, section.title]),
);

/** Inputs other than plain text, by key. */
export const INPUT_TYPES: Readonly<Record<string, string>> = {
  phone: 'tel',
  email: 'email',
  privacyEmail: 'email',
  url: 'url',
  opens: 'time',
  closes: 'time',
  value: 'number',
};

/** "/counters/0/label" → "Counter 1, Label": where the form says a problem is. */
export function describePath(path: string): string {
  const [section, ...rest] = path.split('/').filter(Boolean);
  const known = SETTINGS_SECTIONS.find((one) => one.key === section);
  const parts = [known?.title ?? section];
  for (const part of rest) {
    if (/^\d+$/.test(part) && known?.item) parts[0] = `${known.item} ${Number(part) + 1}`;
    else if (!/^\d+$/.test(part)) parts.push(FIELD_LABELS[part] ?? part);
  }
  return parts.join(', ');
}
