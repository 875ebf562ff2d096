import { render, screen, within } from '@testing-library/react';
import { Table } from './table';

interface Row {
  id: string;
  title: string;
  client: string;
}

const rows: Row[] = [
  { id: 'a', title: 'Crop yield forecasting', client: 'AgriCo' },
  { id: 'b', title: 'Fraud detection', client: 'BankCo' },
];

it('renders a captioned table with a header row and one row per item', () => {
  render(
    <Table
      caption="Featured case studies"
      rows={rows}
      getRowKey={(row) => row.id}
      columns={[
        { key: 'title', header: 'Title', render: (row) => row.title },
        { key: 'client', header: 'Client', render: (row) => <strong>{row.client}</strong> },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Featured case studies' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Title', 'Client']);
  const bodyRows = within(table).getAllByRole('row').slice(1);
  expect(bodyRows).toHaveLength(2);
  expect(
    within(bodyRows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Fraud detection', 'BankCo']);
  expect(screen.getByRole('region', { name: 'Featured case studies' })).toHaveAttribute('tabindex', '0');
});
