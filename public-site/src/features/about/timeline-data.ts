/** The About page's story (static entries, not content the console edits: year, title, description, image and stats). */
export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  stats: { label: string; value: string }[];
}

export const TIMELINE: TimelineEntry[] = [
  {
    year: 2015,
    title: 'Founded in Nairobi',
    description:
      'Three analysts, tired of watching good businesses make decisions on bad data, opened a two-desk office in Westlands and started building sales reports for Nairobi retailers and SACCOs.',
    image: '/images/timeline/2015.webp',
    imageAlt: 'A single glowing node with its first few connections',
    stats: [
      { label: 'Founders', value: '3' },
      { label: 'First-year clients', value: '6' },
    ],
  },
  {
    year: 2017,
    title: 'Our first regional client',
    description:
      'A Kampala-based FMCG distributor asked us to make sense of stock data from depots in four countries. The demand forecast we built cut their stock-outs by a third and took us across East Africa.',
    image: '/images/timeline/2017.webp',
    imageAlt: 'A delivery route connecting depots across a map',
    stats: [
      { label: 'Countries served', value: '4' },
      { label: 'Projects delivered', value: '45' },
    ],
  },
  {
    year: 2019,
    title: 'Lagos and Kigali teams',
    description:
      'Growing work with West African fintechs and Rwanda’s agritech sector led us to open teams in Lagos and Kigali, so our analysts sit in the same time zone, and often the same room, as our clients.',
    image: '/images/timeline/2019.webp',
    imageAlt: 'A dot map of Africa with Nairobi linked to Lagos and Kigali',
    stats: [
      { label: 'Offices', value: '3' },
      { label: 'Team members', value: '28' },
    ],
  },
  {
    year: 2021,
    title: 'Data engineering and the Academy',
    description:
      'We launched a data engineering practice for cloud pipelines and data lakes, and the Mwangaza Academy, which trains our clients’ own staff to run and extend what we build with them.',
    image: '/images/timeline/2021.webp',
    imageAlt: 'A network of connected data sources',
    stats: [
      { label: 'Pipelines in production', value: '60+' },
      { label: 'Client staff trained', value: '500+' },
    ],
  },
  {
    year: 2023,
    title: 'Twelve countries and counting',
    description:
      'With more than 200 projects delivered, from hospital admissions forecasts to M-Pesa merchant insights, we now work with clients in 12 countries and process some 30 TB of data for them every month.',
    image: '/images/timeline/2023.webp',
    imageAlt: 'A dashboard of charts summarising a year of results',
    stats: [
      { label: 'Countries served', value: '12+' },
      { label: 'Projects delivered', value: '200+' },
    ],
  },
];

export const VALUES = [
  {
    title: 'Integrity with data',
    text: 'We say what the numbers can and cannot support, protect every record we touch, and never overstate a result.',
  },
  {
    title: 'Clarity over complexity',
    text: 'The best model is the simplest one that answers the question. We explain our work in plain language.',
  },
  {
    title: 'Local context, global standards',
    text: 'We design for mobile money, patchy connectivity and many languages, and engineer to international standards.',
  },
  {
    title: 'Partnership that lasts',
    text: 'We work inside your team and leave skills behind, not just software. Most of our clients come back.',
  },
] as const;
