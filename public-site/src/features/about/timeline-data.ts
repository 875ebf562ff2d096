import type { MessageId } from '../../i18n';

/**
 * The About page's story (static entries, not content the console edits): year, image and figures here, the
 * words (title, description, image text, figure labels) in the language catalogs.
 */
export interface TimelineEntry {
  year: number;
  title: MessageId;
  description: MessageId;
  image: string;
  imageAlt: MessageId;
  stats: { label: MessageId; value: string }[];
}

export const TIMELINE: TimelineEntry[] = [
  {
    year: 2015,
    title: 'about.t2015.title',
    description: 'about.t2015.text',
    image: '/images/timeline/2015.webp',
    imageAlt: 'about.t2015.alt',
    stats: [
      { label: 'about.t2015.stat1', value: '3' },
      { label: 'about.t2015.stat2', value: '6' },
    ],
  },
  {
    year: 2017,
    title: 'about.t2017.title',
    description: 'about.t2017.text',
    image: '/images/timeline/2017.webp',
    imageAlt: 'about.t2017.alt',
    stats: [
      { label: 'about.t2017.stat1', value: '4' },
      { label: 'about.t2017.stat2', value: '45' },
    ],
  },
  {
    year: 2019,
    title: 'about.t2019.title',
    description: 'about.t2019.text',
    image: '/images/timeline/2019.webp',
    imageAlt: 'about.t2019.alt',
    stats: [
      { label: 'about.t2019.stat1', value: '3' },
      { label: 'about.t2019.stat2', value: '28' },
    ],
  },
  {
    year: 2021,
    title: 'about.t2021.title',
    description: 'about.t2021.text',
    image: '/images/timeline/2021.webp',
    imageAlt: 'about.t2021.alt',
    stats: [
      { label: 'about.t2021.stat1', value: '60+' },
      { label: 'about.t2021.stat2', value: '500+' },
    ],
  },
  {
    year: 2023,
    title: 'about.t2023.title',
    description: 'about.t2023.text',
    image: '/images/timeline/2023.webp',
    imageAlt: 'about.t2023.alt',
    stats: [
      { label: 'about.t2023.stat1', value: '12+' },
      { label: 'about.t2023.stat2', value: '200+' },
    ],
  },
];

export const VALUES: { title: MessageId; text: MessageId }[] = [
  { title: 'about.value1.title', text: 'about.value1.text' },
  { title: 'about.value2.title', text: 'about.value2.text' },
  { title: 'about.value3.title', text: 'about.value3.text' },
  { title: 'about.value4.title', text: 'about.value4.text' },
];
