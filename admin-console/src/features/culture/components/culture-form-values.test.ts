import { toCultureFormValues, validateCultureItem } from './culture-form-values';

const filled = {
  ...toCultureFormValues(),
  title: ' Open Doors ',
  description: 'Anyone can ask.',
  icon: ' 🚪 ',
  fullDescription: 'Para one.\n\nPara two.',
  values: [' Listen ', ''],
};

it('asks for title, description, icon, full description and a value', () => {
  expect(validateCultureItem(toCultureFormValues())).toEqual({
    ok: false,
    formError: 'Please fill in all required fields',
    fieldErrors: {
      title: 'Title is required',
      description: 'Description is required',
      icon: 'Icon is required',
      fullDescription: 'Full description is required',
      values: 'Please add at least one value',
    },
  });
  expect(validateCultureItem({ ...filled, values: [' '] })).toMatchObject({
    ok: false,
    formError: 'Please add at least one value',
  });
});

it("saves an empty image as '/images/desk.avif' and the order as a number (default 0)", () => {
  expect(validateCultureItem(filled)).toEqual({
    ok: true,
    body: {
      title: 'Open Doors',
      description: 'Anyone can ask.',
      icon: '🚪',
      fullDescription: 'Para one.\n\nPara two.',
      image: '/images/desk.avif',
      order: 0,
      values: ['Listen'],
    },
  });
  expect(validateCultureItem({ ...filled, order: '7', image: '/images/x.avif' })).toMatchObject({
    body: { order: 7, image: '/images/x.avif' },
  });
});

it('rejects an order that is not a whole number from 0', () => {
  expect(validateCultureItem({ ...filled, order: '-1' })).toMatchObject({
    ok: false,
    fieldErrors: { order: 'Order must be a whole number from 0 to 100000' },
  });
  expect(validateCultureItem({ ...filled, order: '1.5' }).ok).toBe(false);
});
