import { COLLECTIONS, itemTitle as titleOf } from '@mwangaza/shared/collections';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import { api, apiAdminToken, env, unique, url } from '../admin-console/admin';

// What the every-screen test shows on its pages, made through the API before it opens them.

/** A browser that is not in Nairobi: a staff time shown in its zone fails, but a call declared in its reader's. */
export const READER_ZONE = 'America/Lima';

export interface Fixtures {
  /** The public address and title of the first published item of each collection. */
  items: Record<string, { path: string; title: string }>;
  /** The id of each collection's first item, for its edit form. */
  ids: Record<string, string>;
  enquiryId: string;
}

/** What staff screens show: an enquiry with a call booked, a visit, a settings save, a colleague's account. */
export async function makeFixtures(): Promise<Fixtures> {
  const token = await apiAdminToken();
  const items: Fixtures['items'] = {};
  const ids: Fixtures['ids'] = {};
  for (const collection of COLLECTIONS) {
    const list = await api<Record<string, { id: string; slug?: string }[]>>(`/${collection.name}?limit=1`);
    const first = list[collection.keys.list]![0]!;
    items[collection.name] = {
      path: `${collection.publicPath}/${first.slug ?? first.id}`,
      // A person is named by their name, the others by their title.
      title: titleOf(collection, first),
    };
    ids[collection.name] = first.id;
  }
  const enquiryEmail = `wanjiku.${unique()}@example.com`;
  const { id: enquiryId } = await api<{ id: string }>('/contact', {
    method: 'POST',
    body: {
      // Long, as real ones can be: a table must wrap them, not scroll.
      name: 'Wanjiku Nyambura Kamau-Otieno',
      email: enquiryEmail,
      company: 'Kamau Logistics and Cold Chain Solutions (East Africa) Limited',
      project:
        'Delivery times across our depots in Nairobi, Mombasa, Kisumu and Kampala in one weekly dashboard',
      contactTime: 'Morning',
      fillTimeMs: 60_000,
      source: {
        landingPage: '/services',
        referrer: 'https://www.linkedin.com/',
        utm: { source: 'linkedin' },
      },
    },
  });
  // A discovery call on that enquiry, so the agenda, the dashboard and the enquiry show one, each in the
  // reader's zone. The last free time offered, to leave the first ones to the booking tests.
  const { days } = await api<{ days: { slots: { start: string }[] }[] }>(
    `/bookings/slots?tz=${encodeURIComponent(READER_ZONE)}`,
  );
  await api('/bookings', {
    method: 'POST',
    body: {
      start: days.at(-1)!.slots.at(-1)!.start,
      timeZone: READER_ZONE,
      name: 'Wanjiku Nyambura Kamau-Otieno',
      email: enquiryEmail,
      company: 'Kamau Logistics and Cold Chain Solutions (East Africa) Limited',
      topic: 'One weekly dashboard for delivery times across four depots',
    },
  });
  // A visit from an ordinary browser (headless Chromium's user agent is a bot's): Traffic draws its charts.
  await fetch(`${env.shellUrl}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    },
    body: JSON.stringify({
      hits: [
        {
          type: 'pageview',
          path: '/services',
          device: 'mobile',
          source: { landingPage: '/services', referrer: '', utm: {} },
        },
        // Page speed too: its chart's axis reads in milliseconds.
        {
          type: 'vital',
          name: 'LCP',
          value: 2350,
          path: '/services',
          device: 'mobile',
          source: { landingPage: '/services', referrer: '', utm: {} },
        },
      ],
    }),
  });
  // Two saves (a phone number, then the built-in settings back, which other tests read): the save bar and
  // the history show who saved when (a save that changes nothing is no save).
  const phone = '+254 709 000 001';
  for (const body of [
    { ...DEFAULT_SITE_SETTINGS, contact: { ...DEFAULT_SITE_SETTINGS.contact, phone } },
    DEFAULT_SITE_SETTINGS,
  ]) {
    // The save is conditional on the settings' current ETag, as the console's own save is.
    const current = await fetch(url('/api/settings/admin'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(current.status).toBe(200);
    const saved = await fetch(url('/api/settings'), {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'if-match': current.headers.get('etag') ?? '',
      },
      body: JSON.stringify(body),
    });
    expect(saved.status).toBe(200);
  }
  // A colleague, so the Users screen shows the actions on someone else's account.
  await api('/auth/register', {
    method: 'POST',
    body: {
      fullName: 'Otieno Ochieng',
      email: `otieno.${unique()}@example.com`,
      password: 'Ugali&Sukuma2026',
    },
  });
  return { items, ids, enquiryId };
}
