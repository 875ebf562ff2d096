import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUrlField } from './image-url-field';

function Harness() {
  const [value, setValue] = useState('');
  return <ImageUrlField value={value} onChange={setValue} />;
}

it('previews the typed image URL', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.queryByAltText('Preview')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Image URL'), '/images/a.avif');
  expect(screen.getByAltText('Preview')).toHaveAttribute('src', '/images/a.avif');
});

it('hides the preview and says so when the image fails to load, until the URL changes', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Image URL'), '/broken.png');
  fireEvent.error(screen.getByAltText('Preview'));
  expect(screen.queryByAltText('Preview')).not.toBeInTheDocument();
  expect(screen.getByText('Image could not be loaded')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Image URL'), 'x');
  expect(screen.getByAltText('Preview')).toHaveAttribute('src', '/broken.pngx');
});
