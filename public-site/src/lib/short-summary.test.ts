import { shortSummary } from './short-summary';

const brief =
  'A Ghanaian cooperative of 14,000 smallholder farmers wanted reliable harvest forecasts to negotiate forward contracts with buyers before the season started.';

it('keeps the first whole sentence when it fits', () => {
  expect(shortSummary('Builds fraud models. Teaches in the Academy.', 160)).toBe('Builds fraud models.');
  expect(shortSummary(' Runs data quality in Kigali. ', 160)).toBe('Runs data quality in Kigali.');
  expect(shortSummary('', 160)).toBe('');
});

it('cuts a sentence too long for the card after a whole word, never inside one', () => {
  const short = shortSummary(brief, 100);
  expect(short).toBe(
    'A Ghanaian cooperative of 14,000 smallholder farmers wanted reliable harvest forecasts to negotiate…',
  );
  expect(short.length).toBeLessThanOrEqual(101);
  const word = short.slice(0, -1).split(' ').at(-1)!;
  expect(brief.split(' ')).toContain(word);
  expect(shortSummary(brief, 400)).toBe(brief);
});
