import { cultureItemFixtures } from '@mwangaza/shared/mocks/db';
import { moveItem, sortByPosition } from './move-rows';

it('moves an item to a new position', () => {
  expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
  expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
});

it('sorts by order, ties by title', () => {
  const sorted = sortByPosition(
    cultureItemFixtures.map((item) => ({ ...item, order: 0 })),
    'order',
  );
  expect(sorted.map((item) => item.title)).toEqual(
    [...sorted.map((item) => item.title)].sort((a, b) => a.localeCompare(b)),
  );
});
