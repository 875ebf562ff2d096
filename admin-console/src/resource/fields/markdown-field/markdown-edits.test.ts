import { applyFormat } from './markdown-edits';

describe('applyFormat', () => {
  it('wraps the selection in bold or italic and keeps it selected', () => {
    expect(applyFormat('make this strong', 10, 16, 'bold')).toEqual({
      value: 'make this **strong**',
      selectionStart: 12,
      selectionEnd: 18,
    });
    expect(applyFormat('a word here', 2, 6, 'italic')).toEqual({
      value: 'a _word_ here',
      selectionStart: 3,
      selectionEnd: 7,
    });
  });

  it('inserts a placeholder where nothing is selected', () => {
    const edit = applyFormat('Hello ', 6, 6, 'bold');
    expect(edit.value).toBe('Hello **bold text**');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('bold text');
  });

  it('makes a link of the selection and selects its address to type over', () => {
    const edit = applyFormat('see our docs', 8, 12, 'link');
    expect(edit.value).toBe('see our [docs](https://)');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });

  it('turns the selected lines into a list, and back', () => {
    const text = 'Intro\none\ntwo\nOutro';
    const listed = applyFormat(text, 7, 11, 'list');
    expect(listed.value).toBe('Intro\n- one\n- two\nOutro');
    expect(applyFormat(listed.value, listed.selectionStart, listed.selectionEnd, 'list').value).toBe(text);
  });

  it('makes the line with the caret a heading', () => {
    expect(applyFormat('Title\n\nBody', 2, 2, 'heading').value).toBe('### Title\n\nBody');
  });
});
