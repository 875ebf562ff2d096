import type { Migration } from './migration';

/**
 * Enquiries stored before the pipeline have `status: new | handled` (and `handledAt`). `handled` meant a
 * person had dealt with the visitor, so it becomes `contacted` at the time it was handled; `new` stays
 * `new`. Only documents without a stage are touched.
 */
export const enquiryStatusToStage: Migration = {
  id: 'enquiry-status-to-stage',
  description: 'enquiries from before the pipeline: status new/handled becomes stage new/contacted',
  async up({ models, log }) {
    const collection = models.Enquiry.collection;
    const legacy = await collection
      .find({ stage: { $exists: false } }, { projection: { id: 1, status: 1, handledAt: 1 } })
      .toArray();
    for (const doc of legacy) {
      const handled = doc.status === 'handled';
      await collection.updateOne(
        { id: doc.id, stage: { $exists: false } },
        {
          $set: {
            stage: handled ? 'contacted' : 'new',
            ...(handled && doc.handledAt ? { stageChangedAt: doc.handledAt } : {}),
            assignee: null,
            nextStepAt: null,
            notes: [],
          },
          $unset: { status: '', handledAt: '' },
        },
      );
    }
    if (legacy.length) log.info({ migrated: legacy.length }, 'enquiries moved from status to pipeline stage');
    return legacy.length;
  },
};
