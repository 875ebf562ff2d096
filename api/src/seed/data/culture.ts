import type { CreateCultureItem } from '@mwangaza/shared/schemas';

export type SeedCultureItem = CreateCultureItem & { id: string; order: number; image: string };

const image = (id: string) => `/images/culture/${id}.webp`;

export const seedCultureItems: SeedCultureItem[] = [
  {
    id: 'curiosity-first',
    title: 'Curiosity First',
    description:
      'We ask why before we ask how, and we follow the data wherever it leads, even when the answer is uncomfortable.',
    fullDescription: [
      'Every engagement starts with questions, not tools. Before we write a line of code we spend time with the people who will use what we build: the branch manager, the field officer, the nurse.',
      'We hold regular "data safaris" where anyone in the team can bring a puzzling dataset and explore it together. Some of our best client ideas began as a Friday-afternoon curiosity.',
    ].join('\n\n'),
    image: image('curiosity-first'),
    icon: 'search',
    order: 1,
    values: ['Ask why five times', 'Follow the evidence', 'Share what you discover'],
  },
  {
    id: 'ubuntu-collaboration',
    title: 'Ubuntu in Every Team',
    description:
      "I am because we are: we succeed together with our clients and with each other, never at someone else's expense.",
    fullDescription: [
      'Ubuntu shapes how we work. Projects are staffed as small, mixed teams of engineers, analysts and client staff, and credit for success is shared.',
      "We pair junior and senior colleagues on every project, review each other's work openly and treat a question from anyone as a gift rather than an interruption.",
    ].join('\n\n'),
    image: image('ubuntu-collaboration'),
    icon: 'people',
    order: 2,
    values: ['Shared success', 'Open reviews', 'Mentorship on every project'],
  },
  {
    id: 'growth-and-learning',
    title: 'Growth and Learning',
    description:
      'Every team member has a learning budget, protected learning time and a mentor, because our craft changes every year.',
    fullDescription: [
      "Data tools change quickly and so do our clients' needs. Every colleague has an annual learning budget for courses, certifications and conferences, and four hours of protected learning time every fortnight.",
      'We also teach: our people run meetups in Nairobi, Lagos and Kigali, and mentor students from local universities through our internship programme.',
    ].join('\n\n'),
    image: image('growth-and-learning'),
    icon: 'book',
    order: 3,
    values: ['Protected learning time', 'Teach what you learn', 'Grow local talent'],
  },
  {
    id: 'impact-that-matters',
    title: 'Impact That Matters',
    description:
      'We measure our work by the decisions it improves and the lives it touches, not by the number of dashboards delivered.',
    fullDescription: [
      'A model that nobody uses has no value. We agree measurable outcomes with every client at the start, such as fewer readmissions, less waste or faster loan decisions, and we report against them honestly.',
      'Each year we dedicate part of our capacity to pro-bono work with non-profits in health, education and agriculture across the continent.',
    ].join('\n\n'),
    image: image('impact-that-matters'),
    icon: 'globe',
    order: 4,
    values: ['Outcomes over outputs', 'Honest reporting', 'Pro-bono commitment'],
  },
  {
    id: 'balance-and-wellbeing',
    title: 'Balance and Wellbeing',
    description:
      'Flexible hours, remote-friendly work and real time off: rested people think more clearly and build better things.',
    fullDescription: [
      'We work flexibly around core hours, support remote work across time zones and close the office between Christmas and New Year.',
      'Health cover includes mental-health support, and our monthly team lunch at the Westlands office is a standing tradition that nobody misses.',
    ].join('\n\n'),
    image: '/images/desk.avif',
    icon: 'sprout',
    order: 5,
    values: ['Flexible hours', 'Mental-health support', 'Time to recharge'],
  },
];
