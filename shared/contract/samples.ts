import type { CreateCaseStudy, CreateCultureItem, CreateInsight, CreateService } from '../src/schemas';

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

/** The staff account insights name as their author: the editor's, read by the suite before its tests. */
let insightAuthor = '';
export const useInsightAuthor = (id: string) => {
  insightAuthor = id;
};

export function insightBody(): CreateInsight {
  return {
    title: unique('Contract insight'),
    summary: 'An insight made by the contract suite.',
    body: 'Made by the contract suite.\n\n## Alike\n\nBoth implementations answer alike.',
    image: '/images/services/training.webp',
    author: insightAuthor,
    authorRole: 'Contract Analyst',
    tags: ['contract'],
  };
}
