import type { CreatePerson } from '@mwangaza/shared/schemas';

/** A sample team member; `image` names their portrait among the shipped pictures ('/images/people/x.webp'). */
export type SeedPerson = CreatePerson & { id: string; order: number; image: string };

const portrait = (id: string) => `/images/people/${id}.webp`;

/** The sample team (fictional people, illustrated portraits): seeded with the sample content only. */
export const seedPeople: SeedPerson[] = [
  {
    id: 'achieng-otieno',
    name: 'Achieng Otieno',
    role: 'Managing Director and Co-founder',
    image: portrait('achieng-otieno'),
    bio: 'Achieng spent ten years building credit models for Kenyan banks before co-founding Mwangaza in 2015. She leads client strategy and still reviews every proposal before it goes out.',
    links: ['https://www.linkedin.com/in/achieng-otieno-mwangaza'],
    order: 1,
    discoveryCalls: true,
  },
  {
    id: 'kiprono-langat',
    name: 'Kiprono Langat',
    role: 'Co-founder and Head of Data Engineering',
    image: portrait('kiprono-langat'),
    bio: 'Kiprono designs the pipelines and lakehouses our projects run on, from M-Pesa statement feeds to hospital records. He cares about the boring parts: monitoring, documentation and handover.',
    links: ['https://github.com/kiprono-langat'],
    order: 2,
    discoveryCalls: true,
  },
  {
    id: 'wanjiku-kariuki',
    name: 'Wanjiku Kariuki',
    role: 'Lead Data Scientist',
    image: portrait('wanjiku-kariuki'),
    bio: 'Wanjiku builds fraud, churn and credit models for payment providers, SACCOs and telcos. She holds an MSc in statistics from the University of Nairobi and teaches model validation in our Academy.',
    links: ['https://www.linkedin.com/in/wanjiku-kariuki-data'],
    order: 3,
    discoveryCalls: false,
  },
  {
    id: 'chinedu-okafor',
    name: 'Chinedu Okafor',
    role: 'Head of Analytics, Lagos',
    image: portrait('chinedu-okafor'),
    bio: 'Chinedu leads our Lagos team and the dashboards and reporting that executives actually read. Before Mwangaza he ran the analytics desk of a Nigerian fintech through three product launches.',
    links: ['https://www.linkedin.com/in/chinedu-okafor-analytics'],
    order: 4,
    discoveryCalls: true,
  },
  {
    id: 'aline-uwase',
    name: 'Aline Uwase',
    role: 'Data Quality Lead, Kigali',
    image: portrait('aline-uwase'),
    bio: 'Aline runs data cleansing and validation from our Kigali office, for NGOs, health programmes and agribusinesses. Her rule: every field gets an owner and a written meaning.',
    links: [],
    order: 5,
    discoveryCalls: false,
  },
  {
    id: 'fatuma-hassan',
    name: 'Fatuma Hassan',
    role: 'Client Partner',
    image: portrait('fatuma-hassan'),
    bio: 'Fatuma is the first person most clients speak to. She scopes projects with operations and finance teams, and makes sure what we build answers the question they came with.',
    links: ['https://www.linkedin.com/in/fatuma-hassan-mwangaza'],
    order: 6,
    discoveryCalls: true,
  },
  {
    id: 'baraka-mutua',
    name: 'Baraka Mutua',
    role: 'Analytics Academy Lead',
    image: portrait('baraka-mutua'),
    bio: 'Baraka runs the Mwangaza Analytics Academy, which has trained more than 500 client staff in SQL, Power BI and Python. He was a secondary-school maths teacher in Machakos before he moved into data.',
    links: [],
    order: 7,
    discoveryCalls: false,
  },
  {
    id: 'kwame-asante',
    name: 'Kwame Asante',
    role: 'Machine Learning Engineer',
    image: portrait('kwame-asante'),
    bio: 'Kwame takes models from notebooks to production: forecasting services, scoring APIs and the monitoring that tells us when a model drifts. He works from Accra with our West African clients.',
    links: ['https://github.com/kwame-asante'],
    order: 8,
    discoveryCalls: false,
  },
];
