import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, userWithRole } from '../../components/test-render';
import { HistoryPanel } from './history-panel';

const editor = userWithRole('editor');

/** Saves the case study through the mock API as the editor: the mock keeps revisions like the API. */
async function saveClient(client: string) {
  const current = (await (await fetch('http://localhost/api/case-studies/cs-sacco')).json()).data.caseStudy;
  // What a public read adds beside the fields: its language and its slugs in the others.
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    updatedBy: _b,
    locale: _l,
    alternates: _a,
    ...fields
  } = current;
  const response = await fetch('http://localhost/api/case-studies/cs-sacco', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer mock-access-${editor.id}` },
    body: JSON.stringify({ ...fields, client }),
  });
  expect(response.status).toBe(200);
}

const labels = { title: 'Title', client: 'Client' };

describe('HistoryPanel', () => {
  it('lists who changed which fields and when, newest first', async () => {
    await saveClient('Umoja Savings');
    renderAdmin(
      <HistoryPanel collection="case-studies" id="cs-sacco" labels={labels} canRestore />,
      '/admin/case-studies',
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Revision 2 · EditedCurrent');
    expect(items[0]).toHaveTextContent(`by ${editor.fullName}`);
    expect(items[0]).toHaveTextContent('Changed: Client');
    expect(within(items[0]!).getByText((_text, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
    );
    expect(items[1]).toHaveTextContent('Revision 1 · As it was before history was kept');
  });

  it('compares a revision with the current version field by field', async () => {
    await saveClient('Umoja Savings');
    const { user } = renderAdmin(
      <HistoryPanel collection="case-studies" id="cs-sacco" labels={labels} canRestore />,
      '/admin/case-studies',
    );
    await user.click(await screen.findByRole('button', { name: 'Compare with current (revision 1)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revision 1 compared with the current version',
    });
    await waitFor(() => expect(within(dialog).getByText('Client')).toBeInTheDocument());
    expect(dialog.querySelector('del')).toHaveTextContent(/SACCO/);
    expect(dialog.querySelector('ins')).toHaveTextContent(/Savings/);
    expect(within(dialog).getByText('Client').nextElementSibling).toHaveTextContent('Umoja');
    expect(within(dialog).queryByText('Title')).toBeNull();
  });

  it('restores a revision after confirmation, as a new revision', async () => {
    await saveClient('Umoja Savings');
    const onRestored = jest.fn();
    const { user } = renderAdmin(
      <HistoryPanel
        collection="case-studies"
        id="cs-sacco"
        labels={labels}
        canRestore
        onRestored={onRestored}
      />,
      '/admin/case-studies',
    );
    await user.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this revision?' });
    expect(confirm).toHaveTextContent('kept as a new revision');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(await screen.findByText('Revision 1 restored')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Revision 3 · Restored revision 1'),
    );
    const restored = (await (await fetch('http://localhost/api/case-studies/cs-sacco')).json()).data
      .caseStudy;
    expect(restored.client).not.toBe('Umoja Savings');
  });

  it('shows the history without Restore where restoring is not offered', async () => {
    await saveClient('Umoja Savings');
    renderAdmin(
      <HistoryPanel collection="case-studies" id="cs-sacco" labels={labels} canRestore={false} />,
      '/admin/case-studies',
      'editor',
    );
    expect(
      await screen.findByRole('button', { name: 'Compare with current (revision 1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });

  it('says when there is no history yet', async () => {
    renderAdmin(<HistoryPanel collection="services" id="training" canRestore />, '/admin/services');
    expect(
      await screen.findByText('No revisions yet: the next save starts the history.'),
    ).toBeInTheDocument();
  });
});
