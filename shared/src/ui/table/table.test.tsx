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

it('keeps a nowrap column on one line and marks a refreshing table busy', () => {
  const columns = [
    { key: 'title', header: 'Title', render: (row: Row) => row.title },
    { key: 'client', header: 'Client', nowrap: true, render: (row: Row) => row.client },
  ];
  const { rerender } = render(
    <Table caption="Clients" rows={rows} getRowKey={(row) => row.id} columns={columns} />,
  );
  const region = screen.getByRole('region', { name: 'Clients' });
  expect(region).not.toHaveAttribute('aria-busy');
  expect(region).not.toHaveClass('busy');
  const [title, client] = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
  expect(title).not.toHaveClass('nowrap');
  expect(client).toHaveClass('nowrap');

  rerender(<Table caption="Clients" rows={rows} getRowKey={(row) => row.id} columns={columns} busy />);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(region).toHaveClass('busy');
});
