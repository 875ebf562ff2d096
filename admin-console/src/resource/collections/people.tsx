import { people } from '@mwangaza/shared';
import { defineResource } from '../define-resource';
import listStyles from '../list/resource-list.module.css';

/** People in the console: Name, Role, discovery calls and the staff account, in the team's display order. */
export const peopleResource = defineResource(people, {
  list: {
    intro: 'The team on the About page, in this order, and the people who sign insights and case studies.',
    searchPlaceholder: 'Search by name or role',
    columns: () => [
      {
        key: 'title',
        header: 'Name',
        render: (row) => (
          <>
            <span className={listStyles.primary}>{row.name}</span>
            <span className={listStyles.phoneMeta} aria-hidden="true">
              {row.role}
            </span>
          </>
        ),
      },
      { key: 'role', header: 'Role', className: listStyles.hideOnPhone, render: (row) => row.role },
      {
        key: 'discoveryCalls',
        header: 'Discovery calls',
        className: listStyles.hideOnPhone,
        render: (row) => (row.discoveryCalls ? 'Takes them' : '—'),
      },
      {
        key: 'account',
        header: 'Staff account',
        className: listStyles.hideOnPhone,
        render: (row) => row.accountName ?? '—',
      },
    ],
  },
  form: {
    intro: 'A member of the team: their profile page, their place on the About page and their byline.',
    sections: [
      {
        title: 'Profile',
        columns: 2,
        fields: [
          { kind: 'text', key: 'name', label: 'Full name', wide: true },
          {
            kind: 'slug',
            key: 'slug',
            label: 'Slug',
            hint: `The profile's address: ${people.publicPath}/<slug>. Lowercase words and hyphens; left empty, it is made from the name. Old addresses keep working.`,
            wide: true,
          },
          { kind: 'text', key: 'role', label: 'Role', placeholder: 'e.g. Lead Data Scientist' },
          { kind: 'number', key: 'order', label: 'Order', hint: 'Lower numbers come first.' },
          {
            kind: 'image',
            key: 'image',
            label: 'Photo',
            hint: 'Choose it from the media library, where its alt text is kept (a photo needs one).',
            wide: true,
          },
          {
            kind: 'textarea',
            key: 'bio',
            label: 'Short bio',
            rows: 4,
            hint: 'Two or three sentences. The team section shows the first one.',
            wide: true,
          },
        ],
      },
      {
        title: 'Contact and account',
        fields: [
          {
            kind: 'rows',
            key: 'links',
            label: 'Links',
            itemLabel: 'Link',
            hint: 'Optional: LinkedIn, GitHub or a personal site, one https: address per row.',
            placeholder: 'https://www.linkedin.com/in/…',
          },
          {
            kind: 'toggle',
            key: 'discoveryCalls',
            label: 'Takes discovery calls',
            hint: 'Their profile offers visitors a discovery call.',
          },
          {
            kind: 'reference',
            key: 'account',
            label: 'Staff account',
            hint: 'Optional: the account they sign in to the console with.',
          },
        ],
      },
    ],
  },
});
