import type {
  CreateCaseStudy,
  CreateCultureItem,
  CreateInsight,
  CreatePerson,
  CreateService,
} from '../src/schemas';

/** Create bodies both implementations must accept (unique titles: the real API keeps what earlier tests made). */
let counter = 0;
const unique = (text: string) => `${text} ${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export function serviceBody(): CreateService {
  return {
    title: unique('Contract service'),
    description: 'A service made by the contract suite.',
    fullDescription: 'Made by the contract suite to check both implementations answer alike.',
    image: '/images/services/training.webp',
    features: ['Checks - both implementations answer alike'],
  };
}

export function caseStudyBody(): CreateCaseStudy {
  return {
    title: unique('Contract case study'),
    client: 'Contract Client Ltd',
    category: 'Finance',
    brief: 'A case study made by the contract suite.',
    image: '/images/case-studies/default.webp',
    results: ['Both implementations answer alike'],
    ...(named.person ? { teamMembers: [named.person] } : {}),
  };
}

export function cultureItemBody(): CreateCultureItem {
  return {
    title: unique('Contract culture item'),
    description: 'A culture item made by the contract suite.',
    fullDescription: 'Made by the contract suite.\n\nIn two paragraphs.',
    icon: 'people',
    values: ['Alike'],
  };
}

/**
 * The people the samples name: the editor's staff account (a person's account) and a person the suite makes
 * before its tests (insights' author, case studies' team).
 */
const named = { account: '', person: '' };
export const useNamedPeople = (people: Partial<typeof named>) => Object.assign(named, people);

export function personBody(): CreatePerson {
  return {
    name: unique('Contract Person'),
    role: 'Contract Analyst',
    bio: 'Made by the contract suite.',
    links: ['https://example.com/contract-person'],
    discoveryCalls: true,
    ...(named.account ? { account: named.account } : {}),
  };
}

export function insightBody(): CreateInsight {
  return {
    title: unique('Contract insight'),
    summary: 'An insight made by the contract suite.',
    body: 'Made by the contract suite.\n\n## Alike\n\nBoth implementations answer alike.',
    image: '/images/services/training.webp',
    ...(named.person ? { author: named.person } : {}),
    tags: ['contract'],
  };
}
