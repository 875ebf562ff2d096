import type { CreateInsight } from '@mwangaza/shared/schemas';

/** A sample insight; its author is the staff account that exists when the database is first seeded. */
export type SeedInsight = Omit<CreateInsight, 'author'> & { id: string };

/** Sample articles, newest first in the listing: seeded with the sample content only. */
export const seedInsights: SeedInsight[] = [
  {
    id: 'mobile-money-fraud-signals',
    title: 'Five signals of mobile-money fraud you can see in your own data',
    summary:
      'Most fraud leaves traces in transaction data long before anyone reports it. These are the five patterns we look for first.',
    body: [
      'Fraud rarely arrives without warning. In the mobile-money data we analyse for SACCOs and payment providers, the same five signals appear again and again, often weeks before a loss is reported.',
      '## 1. Timing that does not fit',
      'Transfers cluster at hours when the account holder is normally asleep, and arrive in bursts of small amounts.',
      '## 2. New devices, old accounts',
      'A long-standing account that suddenly transacts from a new handset and a new location deserves a second look.',
      '## 3. Agents that carry the risk',
      'A handful of agents usually account for most suspicious cash-outs. *Measure them* before you build a model.',
      '## 4. Round trips',
      'Money that leaves and returns through a chain of accounts within the hour is a classic layering pattern.',
      '## 5. Silence, then activity',
      'Dormant accounts that wake up with large inbound transfers are worth a rule of their own.',
    ].join('\n\n'),
    image: '/images/case-studies/microfinance-credit-scoring.webp',
    authorRole: 'Lead Data Scientist',
    tags: ['fraud', 'mobile-money', 'machine-learning'],
    relatedServices: ['big-data-analytics', 'data-pipelines'],
  },
  {
    id: 'dashboards-people-use',
    title: 'Dashboards people actually use',
    summary:
      'A dashboard earns its place when it answers one question a week for one person. How we design them with that in mind.',
    body: [
      'Start from the decision, not the data. Before we draw a single chart we ask who will open the dashboard on Monday morning, and what they will do differently after reading it.',
      '## One page, one question',
      'Every page answers one question. If it needs a second question, it needs a second page.',
      '## Numbers with context',
      'A number without a target or last month beside it is trivia. Show the comparison that tells the reader whether to act.',
    ].join('\n\n'),
    image: '/images/services/data-visualization.webp',
    authorRole: 'Head of Analytics',
    tags: ['dashboards', 'data-visualization'],
    relatedServices: ['data-visualization'],
  },
  {
    id: 'clean-data-before-ai',
    title: 'Clean data before AI',
    summary: 'Why a month of data cleansing is the best investment before any machine-learning project.',
    body: [
      'Models learn what the data says, including its mistakes. Duplicate customers, missing dates and free-text fields that mean five different things will all be learned faithfully.',
      '## What we do first',
      'De-duplicate, validate against the source systems, and write down what every field means. It is unglamorous work that decides whether the model can be trusted.',
    ].join('\n\n'),
    image: '/images/services/cleansing-validation.webp',
    authorRole: 'Data Quality Lead',
    tags: ['data-quality', 'machine-learning'],
    relatedServices: ['cleansing-validation'],
  },
];
