import { screen, waitFor, within } from '@testing-library/react';
import type { Translations } from '@mwangaza/shared/collections/fields';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../components/test-render';
import { caseStudiesResource } from '../collections/case-studies';
import { ResourceScreen } from '../resource-screen';

/** Every language in the one content form: the bar, the English beside, Copy from English, the badges. */
const open = (query: string) =>
  renderAdmin(<ResourceScreen resource={caseStudiesResource} />, `/admin/case-studies${query}`);

jest.setTimeout(30_000);
afterEach(() => sessionStorage.clear());

const language = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name });

describe('translations in the content form', () => {
  it('marks each language missing in the list, and filters by it', async () => {
    const { user } = open('');
    const table = await screen.findByRole('table', { name: 'Case studies' });
    // The fixture translated into both languages has no badge; the others are missing both.
    const translated = within(table).getByRole('row', { name: /Predicting Patient Admissions/ });
    expect(within(translated).queryByText(/Missing translation/)).not.toBeInTheDocument();
    const sacco = within(table).getByRole('row', { name: /Credit Scoring for a SACCO/ });
    expect(within(sacco).getByText('Missing translation: Kiswahili')).toBeInTheDocument();
    expect(within(sacco).getByText('Missing translation: French')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Translation'), 'sw');
    await waitFor(() => expect(screen.queryByText('Predicting Patient Admissions')).not.toBeInTheDocument());
    expect(screen.getByText('Credit Scoring for a SACCO')).toBeInTheDocument();
  });

  it('edits the Kiswahili beside the English, copies from English and saves the translation', async () => {
    const { user } = open('?edit=cs-sacco');
    await screen.findByRole('heading', { name: 'Edit Case Study' });
    // The heading shows at once; the form (and its Language bar) once the item has loaded.
    await screen.findByRole('group', { name: 'Language' });
    expect(language(/^Kiswahili/)).toHaveTextContent('Missing translation');
    await user.click(language(/^Kiswahili/));
    expect(language(/^Kiswahili/)).toHaveAttribute('aria-pressed', 'true');
    // Only the localized fields, each beside its English; the client's name is not translated.
    expect(screen.queryByLabelText(/^Client/)).not.toBeInTheDocument();
    expect(screen.getByText('Title in English').nextSibling).toHaveTextContent('Credit Scoring for a SACCO');

    await user.type(screen.getByLabelText(/^Title/), 'Upimaji wa Mikopo kwa SACCO');
    await user.click(screen.getByRole('button', { name: 'Copy from English' }));
    // What was typed stays; what was empty takes the English, to write over.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Upimaji wa Mikopo kwa SACCO');
    expect(screen.getByLabelText(/^Brief/)).toHaveValue(
      'Alternative-data credit scoring for members without formal credit histories.',
    );
    await user.clear(screen.getByLabelText(/^Brief/));
    await user.type(
      screen.getByLabelText(/^Brief/),
      'Upimaji wa mikopo kwa wanachama wasio na historia rasmi.',
    );
    await waitFor(() => expect(language(/^Kiswahili/)).not.toHaveTextContent('Missing translation'));
    expect(language(/^French/)).toHaveTextContent('Missing translation');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('table', { name: 'Case studies' });
    const saved = db.caseStudies.find((item) => item.id === 'cs-sacco')!;
    expect((saved.translations as Translations | undefined)?.sw).toMatchObject({
      title: 'Upimaji wa Mikopo kwa SACCO',
      brief: 'Upimaji wa mikopo kwa wanachama wasio na historia rasmi.',
      results: ['40% faster loan approvals', 'Default rate down by a fifth'],
    });
    // The English is as it was.
    expect(saved.title).toBe('Credit Scoring for a SACCO');
  });
});
