import { diffSnapshots, displayValue } from './field-diff';

describe('diffSnapshots', () => {
  it("lists only the fields that differ, in the form's order, with its labels", () => {
    const diffs = diffSnapshots(
      { title: 'Old title', client: 'Same', featured: false },
      { title: 'New title', client: 'Same', featured: true },
      { featured: 'Featured', title: 'Title' },
    );
    expect(diffs.map((diff) => [diff.key, diff.label, diff.mode])).toEqual([
      ['featured', 'Featured', 'words'],
      ['title', 'Title', 'words'],
    ]);
    expect(diffs[1]!.parts.map((part) => [part.value, part.added, part.removed])).toEqual([
      ['Old', false, true],
      ['New', true, false],
      [' title', false, false],
    ]);
  });

  it('compares long texts and lists line by line', () => {
    const [challenge, results] = diffSnapshots(
      { challenge: 'First paragraph.\n\nSecond paragraph.', results: ['A', 'B'] },
      { challenge: 'First paragraph.\n\nA changed second paragraph.', results: ['A', 'C'] },
    );
    expect(challenge).toMatchObject({ label: 'Challenge', mode: 'lines' });
    expect(challenge!.parts.filter((part) => part.removed).map((part) => part.value)).toEqual([
      'Second paragraph.',
    ]);
    expect(challenge!.parts.filter((part) => part.added).map((part) => part.value)).toEqual([
      'A changed second paragraph.',
    ]);
    expect(results).toMatchObject({ key: 'results', mode: 'lines' });
  });

  it('counts a section added or removed as a change', () => {
    const [diff] = diffSnapshots({}, { testimonial: { quote: 'Great', author: 'Amina', role: 'CEO' } });
    expect(diff!.parts).toEqual([expect.objectContaining({ added: true, value: '“Great” — Amina, CEO' })]);
    expect(displayValue(undefined)).toBe('');
  });
});
