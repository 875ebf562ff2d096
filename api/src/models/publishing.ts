import type { PublicationStatus } from '@mwangaza/shared/schemas';

/** The publishing and editing fields every content document has (see plugins/app/content/publishing.ts). */
export interface PublishingDoc {
  status: PublicationStatus;
  publishAt: Date | null;
  version: number;
  updatedBy: string;
}

/** Mongoose paths of PublishingDoc; documents from before publishing existed are migrated on start. */
export const publishingPaths = {
  status: { type: String, enum: ['draft', 'published'], default: 'published' },
  publishAt: { type: Date, default: null },
  version: { type: Number, default: 1 },
  updatedBy: { type: String, default: '' },
} as const;

export function toPublishing(doc: Partial<PublishingDoc>) {
  return {
    status: doc.status ?? 'published',
    publishAt: doc.publishAt ? doc.publishAt.toISOString() : null,
    version: doc.version ?? 1,
    updatedBy: doc.updatedBy ?? '',
  };
}
