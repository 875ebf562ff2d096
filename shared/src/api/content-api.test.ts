import '../../test/setup-msw';
import { waitFor } from '@testing-library/react';
import { db } from '../mocks/db';
import { createStore } from '../store/store';
import { COLLECTIONS } from '../collections';
import { contentApi, endpointNames } from './content-api';

const editor = db.users.find((u) => u.id === 'u-editor')!;
const signedInStore = () =>
  createStore({
    preloadedState: {
      auth: { accessToken: 'mock-access-u-editor', refreshToken: null, user: editor, sessionExpired: false },
    },
  });

const newService = {
  title: 'Geospatial Analytics',
  description: 'Maps that explain where things happen.',
  fullDescription: 'Location intelligence for field operations.',
  image: '/images/services/geo.avif',
  features: ['Mapping - field data on maps'],
};

describe('content endpoints', () => {
  it("generates each collection's endpoints from its descriptor, and its options' calls only where it has them", () => {
    for (const collection of COLLECTIONS) {
      const { list, adminList, item, adminItem, create, update, remove } = endpointNames(collection);
      for (const name of [list, adminList, item, adminItem, create, update, remove])
        expect(contentApi.endpoints).toHaveProperty(name);
    }
    expect(contentApi.endpoints).toHaveProperty('toggleCaseStudyFeatured');
    expect(contentApi.endpoints).toHaveProperty('getCaseStudyCategories');
    expect(contentApi.endpoints).toHaveProperty('reorderCultureItems');
    expect(contentApi.endpoints).not.toHaveProperty('toggleServiceFeatured');
    expect(contentApi.endpoints).not.toHaveProperty('reorderServices');
  });

  it('sends search and filters as query parameters', async () => {
    const store = createStore();
    const featured = await store.dispatch(
      contentApi.endpoints.getCaseStudies.initiate({ featured: true, limit: 100 }),
    );
    expect(featured.data?.caseStudies.length).toBeGreaterThan(0);
    expect(featured.data?.caseStudies.every((c) => c.featured)).toBe(true);

    const searched = await store.dispatch(contentApi.endpoints.getServices.initiate({ search: 'LAKE' }));
    expect(searched.data?.services.map((s) => s.id)).toEqual(['data-lakes']);
  });

  it('refetches the public list after an admin creates an item', async () => {
    const store = signedInStore();
    const publicList = store.dispatch(contentApi.endpoints.getServices.initiate({ page: 1, limit: 100 }));
    await publicList;

    await store.dispatch(contentApi.endpoints.createService.initiate(newService)).unwrap();

    await waitFor(() => {
      const { data } = contentApi.endpoints.getServices.select({ page: 1, limit: 100 })(store.getState());
      expect(data?.services.map((s) => s.title)).toContain('Geospatial Analytics');
    });
    publicList.unsubscribe();
  });

  it('refetches the featured list and the item after toggling featured', async () => {
    const store = signedInStore();
    const featuredArgs = { featured: true, limit: 100 } as const;
    const list = store.dispatch(contentApi.endpoints.getCaseStudies.initiate(featuredArgs));
    const item = store.dispatch(contentApi.endpoints.getCaseStudy.initiate('cs-retail'));
    await Promise.all([list, item]);

    await store.dispatch(contentApi.endpoints.toggleCaseStudyFeatured.initiate('cs-retail')).unwrap();

    await waitFor(() => {
      const state = store.getState();
      expect(contentApi.endpoints.getCaseStudy.select('cs-retail')(state).data?.caseStudy.featured).toBe(
        true,
      );
      const ids = contentApi.endpoints.getCaseStudies
        .select(featuredArgs)(state)
        .data?.caseStudies.map((c) => c.id);
      expect(ids).toContain('cs-retail');
    });
    list.unsubscribe();
    item.unsubscribe();
  });

  it('refetches categories when a case study in a new category is created', async () => {
    db.caseStudies = db.caseStudies.filter((c) => c.category !== 'Other');
    const store = signedInStore();
    const categories = store.dispatch(contentApi.endpoints.getCaseStudyCategories.initiate());
    expect((await categories).data?.categories).not.toContain('Other');

    await store
      .dispatch(
        contentApi.endpoints.createCaseStudy.initiate({
          title: 'Port Analytics',
          client: 'Bandari Ports',
          category: 'Other',
          brief: 'Container dwell-time dashboards.',
          image: '/images/case-studies/port.avif',
          results: ['Dwell time down 10%'],
        }),
      )
      .unwrap();

    await waitFor(() =>
      expect(
        contentApi.endpoints.getCaseStudyCategories.select()(store.getState()).data?.categories,
      ).toContain('Other'),
    );
    categories.unsubscribe();
  });

  it("rejects a write from a visitor with the API's message", async () => {
    const result = await createStore().dispatch(contentApi.endpoints.deleteService.initiate('training'));
    expect(result.error).toEqual({ status: 401, message: 'Authentication required' });
  });
});
