import { LeadSource } from '../schemas/analytics';
import Value from 'typebox/value';
import { captureLeadSource, loadLeadSource } from './lead-source';
import { trackingRefused } from './privacy-signals';

const at = (address: string) => {
  const url = new URL(address);
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

beforeEach(() => sessionStorage.clear());

it("keeps the tab's first page, the other site it came from and its campaign, for every later page", () => {
  const first = captureLeadSource(
    at('https://mwangaza.example/case-studies/water?utm_source=linkedin&utm_campaign=launch&ref=x'),
    'https://www.linkedin.com/feed/update/123?trk=share#top',
  );
  expect(first).toEqual({
    landingPage: '/case-studies/water',
    referrer: 'https://www.linkedin.com/feed/update/123',
    utm: { source: 'linkedin', campaign: 'launch' },
  });
  expect(Value.Check(LeadSource, first)).toBe(true);
  const later = captureLeadSource(at('https://mwangaza.example/contact?utm_source=x'), 'https://google.com/');
  expect(later).toEqual(first);
  expect(loadLeadSource()).toEqual(first);
});

it('counts our own pages and other schemes as no referrer, and cuts what is too long', () => {
  const source = captureLeadSource(
    at(`https://mwangaza.example/${'p'.repeat(400)}?utm_term=${'t'.repeat(150)}&utm_medium=%20`),
    'https://mwangaza.example/services',
  );
  expect(source.referrer).toBe('');
  expect(source.landingPage).toHaveLength(300);
  expect(source.utm).toEqual({ term: 't'.repeat(100) });
  expect(Value.Check(LeadSource, source)).toBe(true);
  sessionStorage.clear();
  expect(captureLeadSource(at('https://mwangaza.example/'), 'android-app://com.slack/').referrer).toBe('');
});

it('ignores what it did not write itself', () => {
  sessionStorage.setItem(
    'mwangaza.leadSource',
    JSON.stringify({ landingPage: '/x?y', referrer: '', utm: {} }),
  );
  expect(loadLeadSource()).toBeNull();
  sessionStorage.setItem('mwangaza.leadSource', '{not json');
  expect(loadLeadSource()).toBeNull();
  sessionStorage.setItem(
    'mwangaza.leadSource',
    JSON.stringify({ landingPage: '/', referrer: '', utm: { id: '1' } }),
  );
  expect(loadLeadSource()).toBeNull();
});

it('reads Do Not Track and Global Privacy Control as a refusal', () => {
  expect(trackingRefused({ doNotTrack: '1' } as Navigator)).toBe(true);
  expect(trackingRefused({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
  expect(trackingRefused({ doNotTrack: '0' } as Navigator)).toBe(false);
  expect(trackingRefused({ doNotTrack: null } as Navigator)).toBe(false);
});
