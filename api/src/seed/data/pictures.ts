/**
 * The site's own pictures that content shows, put in the media library at first start so that staff find
 * them there (with their alt text), can reuse them in any image field and replace them. `path` is the
 * picture's address on the site without its extension (its files: `<path>-<width>w.avif|webp`, drawn by
 * public-site/scripts/generate-images.mjs); `sample`: only with the sample content (portraits of the sample
 * team).
 */
export interface ShippedPicture {
  path: string;
  alt: string;
  sample?: boolean;
}

const service = (id: string, alt: string): ShippedPicture => ({ path: `/images/services/${id}`, alt });
const caseStudy = (id: string, alt: string): ShippedPicture => ({
  path: `/images/case-studies/${id}`,
  alt,
  sample: true,
});
const culture = (id: string, alt: string): ShippedPicture => ({ path: `/images/culture/${id}`, alt });
const portrait = (id: string, alt: string): ShippedPicture => ({
  path: `/images/people/${id}`,
  alt,
  sample: true,
});

export const SHIPPED_PICTURES: readonly ShippedPicture[] = [
  service(
    'big-data-analytics',
    'Four clusters of gold data points joined by thin lines, on a dark chart grid',
  ),
  service(
    'data-visualization',
    'A dashboard of a gold area chart, a ring chart and a row of bar charts on dark panels',
  ),
  service(
    'data-pipelines',
    'Four sources joined by dashed gold lines into one glowing hub that feeds two outputs',
  ),
  service('data-lakes', 'Dotted streams falling into layered gold strata, like a lake of data'),
  service(
    'automated-data-entry',
    'A form of gold fields filling in row by row, with a cursor on the last line',
  ),
  service(
    'cleansing-validation',
    'Scattered points on the left become an ordered grid of gold dots past a bright bar',
  ),
  service('training', 'Six gold bars rising step by step along a dotted progress line'),
  { path: '/images/desk', alt: 'A laptop showing gold charts beside a cup of coffee and a notepad' },
  culture('curiosity-first', 'Gold lines bursting out from one bright point in every direction'),
  culture('ubuntu-collaboration', 'A network of gold and blue points, each linked to its neighbours'),
  culture(
    'growth-and-learning',
    'Clusters of gold and blue points joined by a line that climbs from one to the next',
  ),
  culture(
    'impact-that-matters',
    'A dotted map of Africa with teal points linked by gold arcs to East Africa',
  ),
  caseStudy(
    'county-hospital-readmissions',
    'A gold line linking points across a teal grid, like a route between wards',
  ),
  caseStudy(
    'microfinance-credit-scoring',
    'A band of blue points along a dashed trend line, with a few outliers marked in red and gold',
  ),
  caseStudy(
    'pharmacy-supply-data-lake',
    'Gold and green contour lines around two peaks, like a map of stock levels',
  ),
  caseStudy(
    'retail-demand-forecasting',
    'A gold sales line over faint bars, continuing as a dashed forecast with a shaded range',
  ),
  caseStudy(
    'ngo-beneficiary-data-platform',
    'A dotted map of Africa with gold arcs between points in East and Central Africa',
  ),
  caseStudy('telco-churn-realtime', 'A ring of gold and blue rays around a gauge, like a live signal'),
  caseStudy('logistics-invoice-automation', 'A gold line zigzagging between delivery points on a dark grid'),
  caseStudy('bank-analytics-academy', 'A heat map of green and gold squares, filling up from left to right'),
  caseStudy('cocoa-yield-forecasting', 'Two networks of gold points and lines, one loose and one dense'),
  portrait(
    'achieng-otieno',
    'Illustrated portrait of Achieng Otieno: short natural hair, gold earrings, navy blazer',
  ),
  portrait(
    'kiprono-langat',
    'Illustrated portrait of Kiprono Langat: close-cropped hair and a short beard, teal shirt',
  ),
  portrait(
    'wanjiku-kariuki',
    'Illustrated portrait of Wanjiku Kariuki: braids in a high bun, round glasses, gold top',
  ),
  portrait(
    'chinedu-okafor',
    'Illustrated portrait of Chinedu Okafor: short hair, rectangular glasses, navy jacket',
  ),
  portrait('aline-uwase', 'Illustrated portrait of Aline Uwase: a patterned gold head wrap and a teal top'),
  portrait('fatuma-hassan', 'Illustrated portrait of Fatuma Hassan: a deep blue headscarf and a gold brooch'),
  portrait('baraka-mutua', 'Illustrated portrait of Baraka Mutua: a rounded afro and a gold jumper'),
  portrait('kwame-asante', 'Illustrated portrait of Kwame Asante: shaved head, full beard, dark teal shirt'),
];

/** The picture's file as content named it before it was in the library ('/images/services/x.webp'). */
export const siteFileOf = (picture: ShippedPicture) =>
  picture.path === '/images/desk' ? '/images/desk.avif' : `${picture.path}.webp`;
