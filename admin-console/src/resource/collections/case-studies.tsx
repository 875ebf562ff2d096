import { caseStudies } from '@mwangaza/shared';
import { defineResource, overviewSection, type FieldDescription } from '../define-resource';
import { FeaturedToggle } from '../list/featured-toggle';
import listStyles from '../list/resource-list.module.css';

const story = (key: 'challenge' | 'approach' | 'solution', label: string): FieldDescription => ({
  kind: 'markdown',
  key,
  label,
  rows: 6,
  wide: true,
});

/** Case studies in the console: Title, Client, Category and Featured columns; the story sections optional. */
export const caseStudiesResource = defineResource(caseStudies, {
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
        render: (row) =>
          canWrite ? <FeaturedToggle collection={caseStudies} item={row} /> : row.featured ? 'Yes' : 'No',
      },
    ],
  },
  form: {
    intro: 'Tell the story of a project: who it was for and what it achieved.',
    // An empty story or testimonial section is not shown to visitors.
    sections: [
      overviewSection(caseStudies, 2, [
        { kind: 'text', key: 'client', label: 'Client' },
        { kind: 'select', key: 'category', label: 'Category', placeholder: 'Select a category' },
        {
          kind: 'textarea',
          key: 'brief',
          label: 'Brief',
          rows: 3,
          hint: 'One or two sentences shown on cards and at the top of the page.',
          wide: true,
        },
        { kind: 'image', key: 'image', label: 'Image URL', wide: true },
        { kind: 'toggle', key: 'featured', label: 'Featured on the home page', wide: true },
      ]),
      {
        title: 'Results',
        fields: [
          {
            kind: 'rows',
            key: 'results',
            label: 'Results',
            itemLabel: 'Result',
            hint: 'Measurable outcomes, one per row. Empty rows are ignored.',
            placeholder: 'e.g. 35% reduction in loan default rates',
          },
        ],
      },
      {
        title: 'Project story (optional)',
        columns: 2,
        fields: [
          story('challenge', 'Challenge'),
          story('approach', 'Approach'),
          story('solution', 'Solution'),
          {
            kind: 'list',
            key: 'technologies',
            label: 'Technologies',
            hint: 'Separate with commas, e.g. Python, Apache Spark, Power BI',
            wide: true,
          },
          { kind: 'text', key: 'timeline', label: 'Timeline', placeholder: 'e.g. 6 months' },
          { kind: 'text', key: 'team', label: 'Team', placeholder: 'e.g. 2 data engineers, 1 analyst' },
          {
            kind: 'reference',
            key: 'teamMembers',
            label: 'Our people on it',
            hint: 'Named and linked to their profiles on the case study’s page.',
            wide: true,
          },
        ],
      },
      {
        title: 'Testimonial (optional)',
        columns: 2,
        group: 'testimonial',
        fields: [
          { kind: 'textarea', key: 'quote', label: 'Quote', rows: 3, wide: true },
          { kind: 'text', key: 'author', label: 'Author' },
          { kind: 'text', key: 'role', label: 'Role', placeholder: 'e.g. Head of Risk' },
        ],
      },
    ],
  },
  featuredColumns: [
    { key: 'title', header: 'Title' },
    { key: 'client', header: 'Client' },
    { key: 'category', header: 'Category', badge: true },
  ],
});
