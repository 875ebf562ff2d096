import { toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('splits on blank lines, ignoring blank-looking lines and stray whitespace', () => {
    expect(toParagraphs('One\nstill one\n\nTwo\r\n\r\nThree\n   \nFour\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
      'Four',
    ]);
  });
});
