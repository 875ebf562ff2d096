import type { Migration } from './migration';

/** The enquiry indexes the list used before it filtered on `suspectedSpam` first (see enquiry.model.ts). */
const REPLACED_INDEXES = [
  'stage_1',
  'createdAt_-1',
  'stage_1_createdAt_-1_id_1',
  'assignee_1_createdAt_-1_id_1',
];

/**
 * Enquiries stored before spam was held have no `suspectedSpam`: they get `false`, so that the list and its
 * counts select the pipeline with an equality an index answers whole (`$ne: true` would need a second range
 * and a sort). The indexes the list no longer uses are dropped (each one costs every write).
 */
export const enquirySpamFlag: Migration = {
  id: 'enquiry-spam-flag',
  description:
    'enquiries from before spam was held get suspectedSpam: false; the old list indexes are dropped',
  async up({ models }) {
    const collection = models.Enquiry.collection;
    const { modifiedCount } = await collection.updateMany(
      { suspectedSpam: { $in: [null] } },
      { $set: { suspectedSpam: false } },
    );
    const existing = new Set((await collection.indexes()).map((index) => index.name));
    for (const name of REPLACED_INDEXES) {
      if (!existing.has(name)) continue;
      // Another instance starting at the same time may drop it first.
      await collection.dropIndex(name).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 27) throw error;
      });
    }
    return modifiedCount;
  },
};
