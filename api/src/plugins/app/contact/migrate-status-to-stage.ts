import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryModel } from '../../../models/enquiry.model';

/**
 * Enquiries stored before the pipeline have `status: new | handled` (and `handledAt`). `handled` meant a
 * person had dealt with the visitor, so it becomes `contacted` at the time it was handled; `new` stays
 * `new`. Idempotent (only documents without a stage are touched), so every instance may run it at start.
 */
export async function migrateStatusToStage(model: EnquiryModel, log: FastifyBaseLogger): Promise<number> {
  const legacy = await model.collection
    .find({ stage: { $exists: false } }, { projection: { id: 1, status: 1, handledAt: 1 } })
    .toArray();
  for (const doc of legacy) {
    const handled = doc.status === 'handled';
    await model.collection.updateOne(
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
}
