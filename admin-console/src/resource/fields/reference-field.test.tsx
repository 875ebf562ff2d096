import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../components/test-render';
import type { ResolvedSection } from '../form/form-schema';
import { toFormValues, validateValues, type FormValues } from '../form/form-values';
import { ResourceFields } from '../form/resource-fields';

/** Fields that name other records, as a collection with references (related services, an author) has. */
const sections: ResolvedSection[] = [
  {
    title: 'Links',
    fields: [
      {
        kind: 'reference',
        key: 'services',
        label: 'Related services',
        required: false,
        requiredInGroup: false,
        emptyAllowed: false,
        maxItems: 3,
        reference: { to: 'services', many: true },
      },
      {
        kind: 'reference',
        key: 'author',
        label: 'Author',
        required: true,
        requiredInGroup: false,
        emptyAllowed: false,
        reference: { to: 'staff', many: false },
      },
    ],
  },
];

function Form({ onValues }: { onValues: (values: FormValues) => void }) {
  const [values, setValues] = useState(() => toFormValues(sections));
  return (
    <ResourceFields
      sections={sections}
      values={values}
      errors={{}}
      set={(key, value) => {
        const next = { ...values, [key]: value };
        setValues(next);
        onValues(next);
      }}
    />
  );
}

it('offers the items of the collection named, and the staff, and keeps the ids chosen', async () => {
  let values: FormValues = {};
  const { user } = renderAdmin(<Form onValues={(next) => (values = next)} />, '/admin/insights', 'editor');
  const related = screen.getByRole('group', { name: 'Related services' });
  await user.click(await within(related).findByRole('checkbox', { name: 'Data Lakes' }));
  await user.click(within(related).getByRole('checkbox', { name: 'Training' }));
  expect(values.services).toEqual(['data-lakes', 'training']);
  await user.click(within(related).getByRole('checkbox', { name: 'Data Lakes' }));
  expect(values.services).toEqual(['training']);

  const staff = db.users.find((user) => user.role === 'editor')!;
  const author = screen.getByLabelText(/^Author/);
  await waitFor(() =>
    expect(within(author).getByRole('option', { name: staff.fullName })).toBeInTheDocument(),
  );
  await user.selectOptions(author, staff.fullName);
  expect(values.author).toBe(staff.id);
});

it('reads references into the form and sends their ids, checking the required one and the most allowed', () => {
  expect(toFormValues(sections, { services: ['training'], author: 'u-editor' })).toEqual({
    services: ['training'],
    author: 'u-editor',
  });
  expect(validateValues(sections, { services: [], author: '' })).toEqual({
    ok: false,
    formError: 'Please fill in all required fields',
    fieldErrors: { author: 'Author is required' },
  });
  expect(validateValues(sections, { services: ['a', 'b', 'c', 'd'], author: 'u-editor' })).toMatchObject({
    ok: false,
    fieldErrors: { services: 'Choose at most 3 related services' },
  });
  expect(validateValues(sections, { services: ['training'], author: 'u-editor' })).toEqual({
    ok: true,
    body: { services: ['training'], author: 'u-editor' },
  });
});
