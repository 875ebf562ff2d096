import type { ContentCollection, PublicationState, PublicationStatus, TableColumn } from '@mwangaza/shared';
import type { Validation } from './form/form-validation';

/** What every content entity has that the shared screens rely on. */
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

/** Keys of V whose values are of type T (so a text field cannot point at a boolean). */
export type KeysOfType<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V];

interface FieldBase {
  label: string;
  hint?: string;
  /** Spans both columns of a two-column section. */
  wide?: boolean;
}

/**
 * One form field. `kind` picks the component; `required` fields get "<label> is required" (spec section 5),
 * `image` fields are checked as site paths or http(s) URLs and `rows` fields need one non-blank row.
 */
export type FieldDescription<V> =
  | (FieldBase & {
      kind: 'text';
      key: KeysOfType<V, string>;
      required?: boolean;
      maxLength: number;
      placeholder?: string;
    })
  | (FieldBase & { kind: 'number'; key: KeysOfType<V, string>; min: number; max: number })
  | (FieldBase & {
      kind: 'textarea';
      key: KeysOfType<V, string>;
      required?: boolean;
      rows: number;
      maxLength: number;
    })
  // Long texts in Markdown: a small toolbar and a live preview as visitors will see it.
  | (FieldBase & {
      kind: 'markdown';
      key: KeysOfType<V, string>;
      required?: boolean;
      rows: number;
      maxLength: number;
    })
  // The item's public address; left empty, the API makes one from the title.
  | (FieldBase & { kind: 'slug'; key: KeysOfType<V, string> })
  | (FieldBase & {
      kind: 'select';
      key: KeysOfType<V, string>;
      required?: boolean;
      placeholder: string;
      options: readonly string[];
    })
  // Its own kind so the media library's picker plugs in here once, for every collection.
  | (FieldBase & { kind: 'image'; key: KeysOfType<V, string>; required?: boolean })
  | (FieldBase & { kind: 'toggle'; key: KeysOfType<V, boolean> })
  | (FieldBase & {
      kind: 'rows';
      key: KeysOfType<V, string[]>;
      /** Name of one row: 'Result' gives 'Result 1', 'Add result'. */
      itemLabel: string;
      placeholder: string;
      maxItems: number;
      maxLength: number;
      /** The message when no row has text, e.g. 'Please add at least one result'. */
      atLeastOne: string;
    });

export interface FormSectionDescription<V> {
  title: string;
  columns?: 1 | 2;
  fields: FieldDescription<V>[];
}

/** The form of a collection: its fields, how an item becomes form values, and the body the API receives. */
export interface FormDescription<T, V, B> {
  /** Under the heading of the create form. */
  intro: string;
  sections: FormSectionDescription<V>[];
  toValues: (item?: T) => V;
  validate: (values: V) => Validation<V, B>;
}

export interface ListState<T> {
  items: T[];
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ItemState<T> {
  item: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A mutation's trigger, as RTK Query returns it. */
export type Trigger<A, R = unknown> = (arg: A) => { unwrap(): Promise<R> };

/** The collection's calls (RTK Query hooks adapted to one shape). */
export interface ResourceApi<T, B> {
  useList: (args: { limit: number; search?: string; status?: PublicationState }) => ListState<T>;
  useItem: (id: string) => ItemState<T>;
  useCreate: () => Trigger<B>;
  useUpdate: () => Trigger<{ id: string; body: B; version?: number }>;
  useRemove: () => Trigger<string>;
}

/** Moving rows of a list that has a display order (culture). */
export interface ReorderState<T> {
  ordered: T[];
  move: (from: number, to: number) => void;
  saving: boolean;
  announcement: string;
}

export interface ListDescription<T> {
  /** Under the list's heading. */
  intro: string;
  searchPlaceholder: string;
  /** The columns before Actions; the one keyed 'title' carries the item's name. */
  columns: (context: { canWrite: boolean }) => TableColumn<T>[];
  /** Lists with a display order can be reordered by drag and drop or Move up / Move down. */
  useReorder?: (items: readonly T[], refetch: () => unknown) => ReorderState<T>;
}

/** Everything the shared screens need to know about one collection. */
export interface ResourceDescription<T extends ContentEntity, V, B> {
  /** The collection's path segment in the API, the console and draft keys: 'case-studies'. */
  name: ContentCollection;
  /** 'case study': confirmation and toast texts. */
  noun: string;
  /** 'Case Study': headings and buttons ('Add Case Study'). */
  nounTitle: string;
  /** 'case studies': list states. */
  plural: string;
  /** The list's heading: 'Case Studies'. */
  title: string;
  /** The item's page on the public site (opened from the list). */
  publicHref: (item: T) => string;
  list: ListDescription<T>;
  form: FormDescription<T, V, B>;
  api: ResourceApi<T, B>;
}
