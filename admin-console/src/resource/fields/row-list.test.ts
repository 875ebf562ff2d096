import { addRow, cleanRows, initialRows, removeRow, updateRow } from './row-list';

it('starts with one empty row when there are none', () => {
  expect(initialRows()).toEqual(['']);
  expect(initialRows([])).toEqual(['']);
  expect(initialRows(['a'])).toEqual(['a']);
});

it('adds an empty row at the end and updates a row in place', () => {
  expect(addRow(['a'])).toEqual(['a', '']);
  expect(updateRow(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
});

it('removes a row, and removing the last row leaves one empty row', () => {
  expect(removeRow(['a', 'b'], 0)).toEqual(['b']);
  expect(removeRow(['a'], 0)).toEqual(['']);
});

it('drops blank rows and trims the rest for saving', () => {
  expect(cleanRows(['  a ', '', '   ', 'b'])).toEqual(['a', 'b']);
  expect(cleanRows(['', ' '])).toEqual([]);
});
