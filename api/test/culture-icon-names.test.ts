import { iconForEmoji } from '../src/migrations/culture-icon-names';

it("maps a culture item's emoji to the line icon that shows the same idea, whatever its variation", () => {
  expect(iconForEmoji('🔍')).toBe('search');
  expect(iconForEmoji('🛡️')).toBe('shield');
  expect(iconForEmoji('❤️')).toBe('heart');
  expect(iconForEmoji(' 🤝 ')).toBe('people');
  expect(iconForEmoji('🧪')).toBe('lightbulb');
  expect(iconForEmoji('')).toBe('lightbulb');
});
