import { CULTURE_ICONS, type CultureIcon } from '@mwangaza/shared/schemas';
import type { Migration } from './migration';
import { publicContentChanged } from './public-content-changed';

/** The emoji culture items were given before icons had names, by the line icon that shows the same idea. */
const ICON_OF_EMOJI: Readonly<Record<string, CultureIcon>> = {
  '🔍': 'search',
  '🔎': 'search',
  '🤝': 'people',
  '👥': 'people',
  '🫂': 'people',
  '📚': 'book',
  '📖': 'book',
  '🎓': 'book',
  '🌍': 'globe',
  '🌎': 'globe',
  '🌏': 'globe',
  '🌱': 'sprout',
  '🌿': 'sprout',
  '🧘': 'sprout',
  '💡': 'lightbulb',
  '✨': 'lightbulb',
  '🎯': 'target',
  '🛡': 'shield',
  '🔒': 'shield',
  '🔐': 'shield',
  '❤': 'heart',
  '💛': 'heart',
  '🧡': 'heart',
  '🧭': 'compass',
  '📈': 'chart',
  '📊': 'chart',
  '🚀': 'chart',
  '💬': 'chat',
  '🗣': 'chat',
};
/** What an icon nobody can match (or none at all) becomes: staff can pick another in the console. */
const DEFAULT_ICON: CultureIcon = 'lightbulb';

/** An emoji's line icon: variation selectors and skin tones do not change what it shows. */
export function iconForEmoji(emoji: string): CultureIcon {
  const bare = emoji.replace(/\uFE0E|\uFE0F|[\u{1F3FB}-\u{1F3FF}]/gu, '').trim();
  return ICON_OF_EMOJI[bare] ?? DEFAULT_ICON;
}

/**
 * Culture icons were emoji, which some machines draw as empty boxes and which clashed with the site's gold
 * line icons; they are now a line icon by name. Each item keeps the idea its emoji showed. Its saved time
 * stays as it was: nobody edited it.
 */
export const cultureIconNames: Migration = {
  id: 'culture-icon-names',
  description: "culture items' emoji icons become the line icon that shows the same idea",
  async up({ models }) {
    const named = new Set<string>(CULTURE_ICONS);
    const items = await models.CultureItem.find({}, { id: 1, icon: 1 })
      .lean<{ id: string; icon?: string }[]>()
      .exec();
    let changed = 0;
    for (const item of items) {
      if (item.icon && named.has(item.icon)) continue;
      await models.CultureItem.collection.updateOne(
        { id: item.id },
        { $set: { icon: iconForEmoji(item.icon ?? '') } },
      );
      changed += 1;
    }
    if (changed > 0) await publicContentChanged(models);
    return changed;
  },
};
