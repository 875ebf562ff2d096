import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkdownField } from './markdown-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownField label="The challenge" value={value} onChange={setValue} maxLength={5000} />;
}

const textarea = () => screen.getByRole('textbox', { name: 'The challenge' }) as HTMLTextAreaElement;
const preview = () => screen.getByRole('region', { name: 'Preview: The challenge' });

describe('MarkdownField', () => {
  it('shows a live preview of what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(within(preview()).getByText('Nothing to preview yet.')).toBeInTheDocument();
    await user.type(textarea(), '### Goal{Enter}{Enter}Cut **waiting** times');
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { level: 3, name: 'Goal' })).toBeInTheDocument(),
    );
    expect(within(preview()).getByText('waiting').tagName).toBe('STRONG');
  });

  it('formats the selected words from the toolbar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="make this strong" />);
    textarea().setSelectionRange(10, 16);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textarea()).toHaveValue('make this **strong**');
    textarea().setSelectionRange(0, 4);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(textarea()).toHaveValue('_make_ this **strong**');
  });

  it('adds a link, a list and a heading', async () => {
    const user = userEvent.setup();
    render(<Harness initial={'docs\none\ntwo'} />);
    textarea().setSelectionRange(0, 4);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(textarea().value).toBe('[docs](https://)\none\ntwo');
    const start = textarea().value.indexOf('one');
    textarea().setSelectionRange(start, textarea().value.length);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(textarea().value).toBe('[docs](https://)\n- one\n- two');
    textarea().setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(textarea().value.startsWith('### [docs]')).toBe(true);
  });

  it('bolds with Ctrl+B from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="word" />);
    await user.click(textarea());
    textarea().setSelectionRange(0, 4);
    await user.keyboard('{Control>}b{/Control}');
    expect(textarea()).toHaveValue('**word**');
  });

  it('never puts raw HTML or a javascript: link into the preview', async () => {
    render(
      <Harness
        initial={
          '<script>window.previewed = true</script>\n\n<img src=x onerror="window.previewed = true">\n\n[x](javascript:alert(1))'
        }
      />,
    );
    await waitFor(() => expect(within(preview()).getByText('x')).toBeInTheDocument());
    expect(preview().querySelector('script, img')).toBeNull();
    expect(within(preview()).getByText('x')).toHaveAttribute('href', '');
    expect((window as { previewed?: boolean }).previewed).toBeUndefined();
  });
});
