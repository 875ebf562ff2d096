import { contentApi, type CaseStudy, type CaseStudyList, type CreateCaseStudy } from '@mwangaza/shared';
import listStyles from '../../../resource/list/resource-list.module.css';
import { adaptApi } from '../../../resource/adapt-api';
import type { ResourceDescription } from '../../../resource/resource-description';
import { caseStudySections } from './case-study-fields';
import { toCaseStudyFormValues, validateCaseStudy, type CaseStudyFormValues } from './case-study-form-values';
import { FeaturedToggle } from './featured-toggle';

/** Case studies in the console: spec section 2's columns (Title, Client, Category, Featured, Actions). */
export const caseStudyResource: ResourceDescription<CaseStudy, CaseStudyFormValues, CreateCaseStudy> = {
  name: 'case-studies',
  noun: 'case study',
  nounTitle: 'Case Study',
  plural: 'case studies',
  title: 'Case Studies',
  publicHref: (item) => `/case-studies/${encodeURIComponent(item.slug)}`,
  list: {
    intro: 'Projects shown on the Case Studies page and the home page.',
    searchPlaceholder: 'Search by title, client or category',
    columns: ({ canWrite }) => [
      {
        key: 'title',
        header: 'Title',
        render: (row) => (
          <>
            <span className={listStyles.primary}>{row.title}</span>
            <span className={listStyles.phoneMeta} aria-hidden="true">
              {row.client} · {row.category}
            </span>
          </>
        ),
      },
      { key: 'client', header: 'Client', className: listStyles.hideOnPhone, render: (row) => row.client },
      {
        key: 'category',
        header: 'Category',
        className: listStyles.hideOnPhone,
        render: (row) => <span className={listStyles.badge}>{row.category}</span>,
      },
      {
        key: 'featured',
        header: 'Featured',
        render: (row) => (canWrite ? <FeaturedToggle caseStudy={row} /> : row.featured ? 'Yes' : 'No'),
      },
    ],
  },
  form: {
    intro: 'Tell the story of a project: who it was for and what it achieved.',
    sections: caseStudySections,
    toValues: toCaseStudyFormValues,
    validate: validateCaseStudy,
  },
  api: adaptApi({
    useList: contentApi.useGetAdminCaseStudiesQuery,
    items: (data: CaseStudyList) => data.caseStudies,
    useItem: contentApi.useGetAdminCaseStudyQuery,
    item: (data: { caseStudy: CaseStudy }) => data.caseStudy,
    useCreate: contentApi.useCreateCaseStudyMutation,
    useUpdate: contentApi.useUpdateCaseStudyMutation,
    useRemove: contentApi.useDeleteCaseStudyMutation,
  }),
};
