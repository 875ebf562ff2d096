import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { ImageUrlField } from '../../resource/fields/image-url-field';
import { renderAdmin } from '../test-render';

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 2, 0, 0, 0, 1, 0,
]);

const outerSubmit = jest.fn();

/** The field inside a content form, as in the case study, service and culture forms. */
function Harness() {
  const [value, setValue] = useState('/images/old.webp');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        outerSubmit();
      }}
    >
      <ImageUrlField value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </form>
  );
}

afterEach(() => outerSubmit.mockReset());

it('uploads an image inside the picker and uses it once it has alt text', async () => {
  const { user } = renderAdmin(<Harness />, '/admin/case-studies?new=true', 'editor');
  await user.click(screen.getByRole('button', { name: 'Choose from library' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose an image' });
  expect(await within(dialog).findByText('The library is empty: upload an image above.')).toBeInTheDocument();

  await user.upload(
    within(dialog).getByLabelText('Choose images to upload'),
    new File([PNG_BYTES], 'hero.png', { type: 'image/png' }),
  );
  const selected = await within(dialog).findByRole('region', { name: 'Selected: hero.png' });

  // No alt text yet: the image cannot be used.
  await user.click(within(selected).getByRole('button', { name: 'Use this image' }));
  expect(within(selected).getByText('Describe the image for people who cannot see it')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.type(within(selected).getByLabelText(/Alt text/), 'A data team at work');
  await user.click(within(selected).getByRole('button', { name: 'Use this image' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const media = db.media[0]!;
  expect(media.alt).toBe('A data team at work');
  expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(media.url);
  expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription('From the media library');
  // The picker's own form (portalled, but inside the content form in React's tree) never submits the content form.
  expect(outerSubmit).not.toHaveBeenCalled();
});

it('picks an existing image from the library, searchable by alt text', async () => {
  const media = {
    id: 'lib0001',
    filename: 'boardroom.jpg',
    alt: 'A boardroom in Westlands',
    width: 1200,
    height: 800,
    size: 200_000,
    url: '/api/media/lib0001/1200w-0123456789abcdef.jpg',
    variants: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
  db.media.push(media, {
    ...media,
    id: 'lib0002',
    filename: 'field.jpg',
    alt: 'A farm',
    url: '/api/media/lib0002/1200w-0123456789abcdef.jpg',
  });
  const { user } = renderAdmin(<Harness />, '/admin/services?new=true', 'editor');
  await user.click(screen.getByRole('button', { name: 'Choose from library' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose an image' });
  await within(dialog).findByRole('button', { name: /field\.jpg/ });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search the library' }), 'westlands');
  await waitFor(() =>
    expect(within(dialog).queryByRole('button', { name: /field\.jpg/ })).not.toBeInTheDocument(),
  );
  await user.click(within(dialog).getByRole('button', { name: /boardroom\.jpg/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(media.url));
});
