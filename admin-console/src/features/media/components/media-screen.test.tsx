import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import type { Media } from '@mwangaza/shared';
import { renderAdmin } from '../../../components/test-render';
import { MediaScreen } from './media-screen';

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 3, 32, 0, 0, 2, 88,
]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

function libraryImage(overrides: Partial<Media> = {}): Media {
  const id = overrides.id ?? 'abc1234';
  const url = `/api/media/${id}/800w-0123456789abcdef.jpg`;
  const media: Media = {
    id,
    filename: 'nairobi-office.jpg',
    alt: '',
    width: 800,
    height: 600,
    size: 120_000,
    url,
    variants: [
      { format: 'webp', width: 400, height: 300, url: `/api/media/${id}/400w-0123456789abcdef.webp` },
    ],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
  db.media.push(media);
  return media;
}

const card = (name: string) => screen.getByRole('article', { name });

it('uploads several images at once, each with its own progress, and lists them', async () => {
  const { user } = renderAdmin(<MediaScreen />, '/admin/media', 'editor');
  expect(
    await screen.findByText('No images yet. Drag images above, or click "Choose images".'),
  ).toBeInTheDocument();

  await user.upload(screen.getByLabelText('Choose images to upload'), [png('team.png'), png('workshop.png')]);

  const uploads = screen.getByRole('list', { name: 'Uploads' });
  expect(within(uploads).getByLabelText('team.png upload progress')).toBeInTheDocument();
  expect(within(uploads).getByLabelText('workshop.png upload progress')).toBeInTheDocument();
  await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2));

  const library = await screen.findByRole('list', { name: 'Media library' });
  expect(await within(library).findByRole('article', { name: 'team.png' })).toBeInTheDocument();
  expect(within(library).getByRole('article', { name: 'workshop.png' })).toBeInTheDocument();
  // PNG dimensions come from the file; the thumbnail is the smallest WebP variant.
  expect(within(card('team.png')).getByText(/800 × 600/)).toBeInTheDocument();
  expect(within(card('team.png')).getByRole('presentation')).toHaveAttribute(
    'src',
    expect.stringMatching(/^\/api\/media\/\w{7}\/400w-\w+\.webp$/),
  );
});

it("takes dropped files, showing the server's message for one that is not an accepted image", async () => {
  renderAdmin(<MediaScreen />, '/admin/media', 'editor');
  await screen.findByText(/No images yet/);
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
  // The file dialog's accept list would hide it; a drop does not filter.
  fireEvent.drop(screen.getByTestId('upload-zone'), { dataTransfer: { files: [svg, png('ok.png')] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed: "logo.svg" is not a JPEG, PNG, WebP or AVIF image. SVG and other file types are not accepted.',
  );
  expect(await screen.findByRole('article', { name: 'ok.png' })).toBeInTheDocument();
});

it('saves alt text', async () => {
  libraryImage();
  const { user } = renderAdmin(<MediaScreen />, '/admin/media', 'editor');
  const field = await within(
    await screen.findByRole('article', { name: 'nairobi-office.jpg' }),
  ).findByLabelText(/Alt text/);
  await user.type(field, 'Analysts in the Nairobi office');
  await user.click(within(card('nairobi-office.jpg')).getByRole('button', { name: 'Save alt text' }));
  expect(await screen.findByText('Alt text saved')).toBeInTheDocument();
  expect(db.media[0]?.alt).toBe('Analysts in the Nairobi office');
});

it('shows where an image is used and refuses to delete it, with the reason', async () => {
  const media = libraryImage({ alt: 'Office' });
  const caseStudy = db.caseStudies[0]!;
  caseStudy.image = media.url;
  const { user } = renderAdmin(<MediaScreen />, '/admin/media', 'editor');
  const item = await screen.findByRole('article', { name: 'nairobi-office.jpg' });
  expect(within(item).getByRole('link', { name: caseStudy.title })).toHaveAttribute(
    'href',
    `/admin/case-studies?edit=${caseStudy.id}`,
  );

  await user.click(within(item).getByRole('button', { name: 'Delete nairobi-office.jpg' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to delete "nairobi-office.jpg"? This action cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText(
      `"nairobi-office.jpg" is used by case study “${caseStudy.title}”. Choose another image there before deleting it.`,
    ),
  ).toBeInTheDocument();
  expect(db.media).toHaveLength(1);
});

it('deletes an unused image after confirmation', async () => {
  libraryImage();
  const { user } = renderAdmin(<MediaScreen />, '/admin/media', 'admin');
  const item = await screen.findByRole('article', { name: 'nairobi-office.jpg' });
  expect(within(item).getByText('Not used yet')).toBeInTheDocument();
  await user.click(within(item).getByRole('button', { name: 'Delete nairobi-office.jpg' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Image deleted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'nairobi-office.jpg' })).not.toBeInTheDocument(),
  );
});

it('searches by file name or alt text', async () => {
  libraryImage();
  libraryImage({ id: 'def5678', filename: 'harvest.jpg', alt: 'Maize harvest in Nakuru' });
  const { user } = renderAdmin(<MediaScreen />, '/admin/media', 'editor');
  await screen.findByRole('article', { name: 'harvest.jpg' });
  await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'nakuru');
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'nairobi-office.jpg' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('article', { name: 'harvest.jpg' })).toBeInTheDocument();
});

it('is not offered to read-only accounts', async () => {
  renderAdmin(<MediaScreen />, '/admin/media', 'user');
  expect(await screen.findByText('The media library is for editors and administrators.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose images to upload')).not.toBeInTheDocument();
});
