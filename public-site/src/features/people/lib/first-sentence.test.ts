import { firstSentence } from './first-sentence';

it('keeps the first whole sentence of a bio, or the whole bio when it is one sentence', () => {
  expect(firstSentence('Builds fraud models. Teaches in the Academy.')).toBe('Builds fraud models.');
  expect(firstSentence('Leads the Lagos team!  Also writes.')).toBe('Leads the Lagos team!');
  expect(firstSentence(' Runs data quality in Kigali. ')).toBe('Runs data quality in Kigali.');
  expect(firstSentence('Holds an MSc in statistics')).toBe('Holds an MSc in statistics');
  expect(firstSentence('')).toBe('');
});
