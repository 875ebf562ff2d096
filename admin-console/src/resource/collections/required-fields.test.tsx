import { renderAdmin } from '../../components/test-render';
import { expectRequiredOnEmptySave } from '../../components/test-queries';
import type { AnyResource } from '../define-resource';
import { ResourceScreen } from '../resource-screen';
import { caseStudiesResource } from './case-studies';
import { cultureResource } from './culture';
import { servicesResource } from './services';

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

/** Each collection's form, saved empty: the message of every required field and of its list rule. */
const REQUIRED: [string, AnyResource, string[]][] = [
  [
    'case studies',
    caseStudiesResource,
    [
      ...['Title', 'Client', 'Category', 'Image URL', 'Brief'].map((field) => `${field} is required`),
      'Please add at least one result',
    ],
  ],
  [
    'services',
    servicesResource,
    [
      ...['Title', 'Description', 'Image URL', 'Full description'].map((field) => `${field} is required`),
      'Please add at least one feature',
    ],
  ],
  [
    'culture',
    cultureResource,
    [
      ...['Title', 'Description', 'Icon', 'Full description'].map((field) => `${field} is required`),
      'Please add at least one value',
    ],
  ],
];

it.each(REQUIRED)(
  '%s: an empty save shows every required-field message',
  async (_name, resource, messages) => {
    const { user } = renderAdmin(
      <ResourceScreen resource={resource} />,
      `/admin/${resource.collection.name}?new=true`,
    );
    await expectRequiredOnEmptySave(user, messages);
  },
);
