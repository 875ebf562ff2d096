import type { ReactNode } from 'react';
import type { Collection, CollectionNamed, ContentCollection, PublicationStatus } from '@mwangaza/shared';
import type { TableColumn } from '@mwangaza/shared/console';
import type { ItemOf } from '@mwangaza/shared/collections/schemas';

/** What every content item has that the shared screens rely on. */
export interface ContentEntity {
  id: string;
  title: string;
  /** The public address (unique per collection). */
  slug: string;
  /** Changes on every save: the edit form reloads when it does (after a restore). */
  updatedAt: string;
  status: PublicationStatus;
  publishAt: string | null;
  version: number;
}

interface FieldBase {
  /** The body's field (or, in a group section, the group object's field). */
  key: string;
  label: string;
  hint?: string;
  /** Spans both columns of a two-column section. */
  wide?: boolean;
}

/**
 * One form field: `kind` picks the control. Whether it is required, its limits (maxLength, maxItems,
 * minimum, maximum) and a select's options are read from the collection's schema, never written here.
 */
export type FieldDescription =
  | (FieldBase & { kind: 'text'; placeholder?: string })
  | (FieldBase & { kind: 'number' })
  | (FieldBase & { kind: 'textarea'; rows: number })
  // Long texts in Markdown: a small toolbar and a live preview as visitors will see it.
  | (FieldBase & { kind: 'markdown'; rows: number })
  // The item's public address; left empty, the API makes one from the title.
  | (FieldBase & { kind: 'slug' })
  // The schema's values as options; `labels` shows each value in words.
  | (FieldBase & { kind: 'select'; placeholder: string; labels?: Readonly<Record<string, string>> })
  // Its own kind so the media library's picker plugs in here once, for every collection.
  | (FieldBase & { kind: 'image' })
  | (FieldBase & { kind: 'toggle' })
  // A list of lines, one control per row: 'Result' gives 'Result 1', 'Add result'.
  | (FieldBase & { kind: 'rows'; itemLabel: string; placeholder: string })
  // A short list typed on one line, separated by commas (technologies, tags).
  | (FieldBase & { kind: 'list' })
  // Names other records (the descriptor's `references`): a select for one, checkboxes for a list.
  | (FieldBase & { kind: 'reference' });

export type FieldKind = FieldDescription['kind'];

export interface FormSectionDescription {
  title: string;
  columns?: 1 | 2;
  /**
   * The section's fields belong to an optional object of the body (a testimonial): it is sent only when one
   * of them is filled, and then needs the fields its schema requires.
   */
  group?: string;
  fields: FieldDescription[];
}

/** The console's part of a collection: what its list shows and how its form is laid out. */
export interface ResourceDescription<N extends ContentCollection = ContentCollection> {
  collection: CollectionNamed<N>;
  list: {
    /** Under the list's heading. */
    intro: string;
    searchPlaceholder: string;
    /** The columns before Actions; the one keyed 'title' carries the item's name. */
    columns: (context: { canWrite: boolean }) => TableColumn<ItemOf<N>>[];
  };
  form: {
    /** Under the heading of the create form. */
    intro: string;
    sections: FormSectionDescription[];
    /** Panels under a saved item's edit form, beside its history (an insight's send to subscribers). */
    panels?: (item: ItemOf<N>) => ReactNode;
  };
  /**
   * Collections with a featured flag: the columns of the dashboard's featured panel (the title in bold, a
   * `badge` field as a pill).
   */
  featuredColumns?: { key: keyof ItemOf<N> & string; header: string; badge?: boolean }[];
}

/** Any collection's console description, as the shared screens take it. */
export type AnyResource = {
  [N in Collection['name']]: ResourceDescription<N>;
}[Collection['name']];

/** Keeps a description's collection type, so its columns read the collection's items. */
export function defineResource<N extends ContentCollection>(
  collection: CollectionNamed<N>,
  description: Omit<ResourceDescription<N>, 'collection'>,
): ResourceDescription<N> {
  return { collection, ...description };
}

/**
 * A form's first section: the title and the public address (left empty, the API makes the slug from the
 * title; old addresses redirect), then the collection's own fields. In two columns, the two span both.
 */
export function overviewSection(
  collection: { publicPath: string },
  columns: 1 | 2,
  fields: FieldDescription[],
): FormSectionDescription {
  const wide = columns === 2 ? { wide: true } : {};
  const title: FieldDescription = { kind: 'text', key: 'title', label: 'Title', ...wide };
  const slug: FieldDescription = {
    kind: 'slug',
    key: 'slug',
    label: 'Slug',
    hint: `The page's address: ${collection.publicPath}/<slug>. Lowercase words and hyphens; left empty, it is made from the title. Old addresses keep working.`,
    ...wide,
  };
  return { title: 'Overview', columns, fields: [title, slug, ...fields] };
}

/** The section under a detail page's card: its Markdown text, then one list of lines. */
export function detailsSection(textHint: string, list: FieldDescription): FormSectionDescription {
  return {
    title: 'Details',
    fields: [
      { kind: 'markdown', key: 'fullDescription', label: 'Full description', rows: 8, hint: textHint },
      list,
    ],
  };
}
