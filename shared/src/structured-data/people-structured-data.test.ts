import { caseStudies, insights, people } from '../collections';
import { itemStructuredData } from './item-structured-data';

const origin = 'https://www.mwangaza-analytics.co.ke';
const wanjiku = {
  id: 'wanjiku-kariuki',
  slug: 'wanjiku-kariuki',
  name: 'Wanjiku Kariuki',
  role: 'Lead Data Scientist',
  image: '/api/media/abc1234/480w-0123456789abcdef.webp',
};
const typed = (blocks: object[], type: string) =>
  blocks.find((block) => (block as { '@type': string })['@type'] === type) as Record<string, unknown>;

it("names an insight's author as a Person with their role, profile and portrait", () => {
  const article = typed(
    itemStructuredData(
      insights,
      { id: 'i1', slug: 'i1', title: 'T', authorName: 'Wanjiku Kariuki', authorProfile: wanjiku },
      origin,
    ),
    'Article',
  );
  expect(article.author).toEqual({
    '@type': 'Person',
    name: 'Wanjiku Kariuki',
    jobTitle: 'Lead Data Scientist',
    url: `${origin}/about/team/wanjiku-kariuki`,
    image: `${origin}/api/media/abc1234/480w-0123456789abcdef.webp`,
    worksFor: { '@type': 'Organization', name: 'Mwangaza Analytics', url: `${origin}/` },
  });
});

it("signs an insight without an author, or whose author's profile is not published, as the consultancy or by name", () => {
  const anonymous = typed(itemStructuredData(insights, { id: 'i2', title: 'T' }, origin), 'Article');
  expect(anonymous.author).toMatchObject({ '@type': 'Organization' });
  const byName = typed(
    itemStructuredData(insights, { id: 'i3', title: 'T', authorName: 'Grace Njeri' }, origin),
    'Article',
  );
  expect(byName.author).toEqual({ '@type': 'Person', name: 'Grace Njeri' });
});

it("names a case study's team as the Article's contributors", () => {
  const article = typed(
    itemStructuredData(caseStudies, { id: 'c1', title: 'T', client: 'C', teamProfiles: [wanjiku] }, origin),
    'Article',
  );
  expect(article.contributor).toEqual([
    expect.objectContaining({ '@type': 'Person', name: 'Wanjiku Kariuki' }),
  ]);
});

it("describes a person's page as a ProfilePage about them, their name in the breadcrumbs", () => {
  const blocks = itemStructuredData(
    people,
    { ...wanjiku, bio: 'Builds fraud models.', links: ['https://github.com/wanjiku'] },
    origin,
  );
  const profile = typed(blocks, 'ProfilePage');
  expect(profile.mainEntity).toMatchObject({
    '@type': 'Person',
    name: 'Wanjiku Kariuki',
    description: 'Builds fraud models.',
    sameAs: ['https://github.com/wanjiku'],
  });
  const crumbs = typed(blocks, 'BreadcrumbList').itemListElement as { name: string }[];
  expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'About', 'Wanjiku Kariuki']);
});
