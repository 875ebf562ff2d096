import { cultureItemFixtures } from '@mwangaza/shared/mocks/db';
import { moveItem, orderUpdates, sortByOrder } from './reorder';

it('moves an item to a new position', () => {
  expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
  expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
});

it('asks only for the orders that change, numbering from 0', () => {
  const items = sortByOrder(cultureItemFixtures).map((item, index) => ({ ...item, order: index }));
  const moved = moveItem(items, 2, 1);
  expect(orderUpdates(moved)).toEqual([
    { id: moved[1]!.id, order: 1 },
    { id: moved[2]!.id, order: 2 },
  ]);
});
