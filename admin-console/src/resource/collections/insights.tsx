import { insights } from '@mwangaza/shared';
import { defineResource, overviewSection } from '../define-resource';
import { NewsletterSendPanel } from '../../features/newsletter/newsletter-send-panel';
import listStyles from '../list/resource-list.module.css';

/** Insights in the console: Title, Author and Tags columns; the body in Markdown. */
export const insightsResource = defineResource(insights, {
  list: {
    intro: 'Articles, reports and announcements shown on the Insights page, its feeds and the home page.',
    searchPlaceholder: 'Search by title or summary',
    columns: () => [
      {
        key: 'title',
        header: 'Title',
        render: (row) => (
          <>
            <span className={listStyles.primary}>{row.title}</span>
            <span className={listStyles.phoneMeta} aria-hidden="true">
              {row.authorName ?? ''} · {row.readingTime} min read
            </span>
          </>
        ),
      },
      {
        key: 'author',
        header: 'Author',
        className: listStyles.hideOnPhone,
        render: (row) => row.authorName ?? '',
      },
      {
        key: 'tags',
        header: 'Tags',
        className: listStyles.hideOnPhone,
        render: (row) => row.tags.join(', '),
      },
    ],
  },
  form: {
    intro: 'Write an article, a report or an announcement for the Insights page and its feeds.',
    // Sent to the newsletter's subscribers only when an editor asks, once.
    panels: (item) => <NewsletterSendPanel insight={item} />,
    sections: [
      overviewSection(insights, 2, [
        {
          kind: 'textarea',
          key: 'summary',
          label: 'Summary',
          rows: 3,
          hint: 'One or two sentences shown on the Insights page, in link previews and in the feeds.',
          wide: true,
        },
        { kind: 'image', key: 'image', label: 'Cover image', wide: true },
        {
          kind: 'reference',
          key: 'author',
          label: 'Author',
          hint: 'A person of the team: the byline shows their photo, name and role. Left empty, it is signed by Mwangaza Analytics.',
          wide: true,
        },
      ]),
      {
        title: 'Article',
        fields: [{ kind: 'markdown', key: 'body', label: 'Body', rows: 16, wide: true }],
      },
      {
        title: 'Tags and services',
        fields: [
          {
            kind: 'list',
            key: 'tags',
            label: 'Tags',
            hint: 'Separate with commas; lowercase words joined by hyphens, e.g. data-quality, dashboards',
          },
          {
            kind: 'reference',
            key: 'relatedServices',
            label: 'Related services',
            hint: 'Their pages list this insight.',
          },
        ],
      },
    ],
  },
});
