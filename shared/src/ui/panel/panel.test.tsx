import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

it('renders a section named by its heading, with the extra classes', () => {
  render(
    <Panel aria-labelledby="panel-title" className="extra">
      <h2 id="panel-title">Status</h2>
    </Panel>,
  );
  const panel = screen.getByRole('region', { name: 'Status' });
  expect(panel.tagName).toBe('SECTION');
  expect(panel).toHaveClass('root', 'extra');
  expect(panel).not.toHaveClass('sm');
});

it('renders as the requested element with the denser gap', () => {
  render(
    <Panel as="p" role="note" gap="sm">
      Erased
    </Panel>,
  );
  const note = screen.getByRole('note');
  expect(note.tagName).toBe('P');
  expect(note).toHaveClass('root', 'sm');
  expect(note).toHaveTextContent('Erased');
});
