import { Type } from 'typebox';
import Value from 'typebox/value';
import { DEFAULT_SITE_SETTINGS, DAYS_OF_WEEK } from '@mwangaza/shared/schemas';
import { localBusiness } from './local-business';

/**
 * What schema.org's LocalBusiness and Google's local-business structured-data guidelines ask for: required
 * `name` and `address` (a PostalAddress with street, locality and country), and the recommended `url`,
 * `telephone`, `image` and `openingHoursSpecification` (schema.org days, hh:mm times).
 */
const Text = Type.String({ minLength: 1 });
const LocalBusinessRequirements = Type.Object({
  '@context': Type.Literal('https://schema.org'),
  '@type': Type.Literal('LocalBusiness'),
  name: Text,
  url: Type.String({ pattern: '^https://' }),
  image: Type.String({ pattern: '^https://' }),
  telephone: Type.String({ pattern: '^\\+[0-9 ()-]+$' }),
  address: Type.Object({
    '@type': Type.Literal('PostalAddress'),
    streetAddress: Text,
    addressLocality: Text,
    addressCountry: Text,
  }),
  openingHoursSpecification: Type.Array(
    Type.Object({
      '@type': Type.Literal('OpeningHoursSpecification'),
      dayOfWeek: Type.Array(Type.Enum(DAYS_OF_WEEK.map((day) => `https://schema.org/${day}`)), {
        minItems: 1,
      }),
      opens: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
      closes: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
    }),
    { minItems: 1 },
  ),
});

describe('LocalBusiness structured data', () => {
  it('has every property schema.org and Google ask of a local business', () => {
    const data = localBusiness(DEFAULT_SITE_SETTINGS);
    expect([...Value.Errors(LocalBusinessRequirements, data)]).toEqual([]);
  });

  it('states the saved address, phone, e-mail and hours, closed days as 00:00 to 00:00', () => {
    const data = localBusiness({
      ...DEFAULT_SITE_SETTINGS,
      contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333', city: 'Mombasa' },
    });
    expect(data).toMatchObject({
      telephone: '+254 711 222 333',
      email: 'hello@mwangaza-analytics.co.ke',
      address: {
        streetAddress: 'The Mirage, Tower 2, 6th Floor, Chiromo Road, Westlands',
        addressLocality: 'Mombasa',
      },
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect([...Value.Errors(LocalBusinessRequirements, data)]).toEqual([]);
  });
});
