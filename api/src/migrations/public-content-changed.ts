import type { Models } from '../models';

/** Instances already running cache public content: moving the content version makes them read it again. */
export async function publicContentChanged(models: Pick<Models, 'ContentVersion'>): Promise<void> {
  await models.ContentVersion.updateOne({ _id: 'public' }, { $inc: { version: 1 } }, { upsert: true }).exec();
}
