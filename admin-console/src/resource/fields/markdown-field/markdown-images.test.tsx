import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../../components/test-render';
import { insightsResource } from '../../collections/insights';
import { resolveForm } from '../../form/form-schema';
import { toFormValues, validateValues } from '../../form/form-values';
import { MarkdownField } from './markdown-field';

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 2, 0, 0, 0, 1, 0,
]);

function Harness() {
  const [value, setValue] = useState('Queues peak at nine.');
  return <MarkdownField label="Body" value={value} onChange={setValue} images />;
}

it('inserts an image from the media library, uploaded in the picker, with its alt text', async () => {
  const { user } = renderAdmin(<Harness />, '/admin/insights?new=true', 'editor');
  const body = screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement;
  body.setSelectionRange(body.value.length, body.value.length);
  await user.click(screen.getByRole('button', { name: 'Image' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose an image' });
  await user.upload(
    within(dialog).getByLabelText('Choose images to upload'),
    new File([PNG_BYTES], 'queues.png', { type: 'image/png' }),
  );
  const selected = await within(dialog).findByRole('region', { name: 'Selected: queues.png' });
  await user.type(within(selected).getByLabelText(/Alt text/), 'Waiting times by hour');
  await user.click(within(selected).getByRole('button', { name: 'Use this image' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const { url } = db.media[0]!;
  expect(body).toHaveValue(`Queues peak at nine.\n\n![Waiting times by hour](${url})`);
  // The alt text is selected, ready to be reworded for this article.
  expect(body.value.slice(body.selectionStart, body.selectionEnd)).toBe('Waiting times by hour');
  const preview = screen.getByRole('region', { name: 'Preview: Body' });
  expect(await within(preview).findByRole('img', { name: 'Waiting times by hour' })).toHaveAttribute(
    'src',
    url,
  );
});

it('says before saving that an image needs alt text, or is not from the library', () => {
  const sections = resolveForm(insightsResource);
  const values = (body: string) => ({
    ...toFormValues(sections),
    title: 'Queues',
    summary: 'Where the queues were.',
    image: '/images/queues.webp',
    author: 'abc1234',
    authorRole: 'Analyst',
    body,
  });
  const errorOf = (body: string) => {
    const result = validateValues(sections, values(body));
    return result.ok ? undefined : result.fieldErrors.body;
  };
  const url = '/api/media/abc1234/800w-0123456789abcdef.jpg';
  expect(errorOf(`Text\n\n![](${url})`)).toBe(
    `Image “${url}” needs alt text: describe what it shows between the brackets, ![like this](${url})`,
  );
  expect(errorOf('![Chart](https://cdn.example.com/c.png)')).toBe(
    'The image “https://cdn.example.com/c.png” is not from the media library: upload it there and insert it with the Image button',
  );
  expect(errorOf(`Text\n\n![Chart](${url})`)).toBeUndefined();
});
