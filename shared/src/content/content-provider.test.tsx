import '../../test/setup-msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '../mocks/server';
import { createStore } from '../store/store';
import { ContentProvider } from './content-provider';
import { useContent } from './use-content';

function renderContent() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ContentProvider>{children}</ContentProvider>
    </Provider>
  );
  return renderHook(() => useContent(), { wrapper });
}

describe('useContent', () => {
  it('raises a usage error outside a ContentProvider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useContent())).toThrow('useContent must be used within a ContentProvider');
    error.mockRestore();
  });

  it('loads the three collections once, page 1 with limit 100', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      queries.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    const { result } = renderContent();
    expect(result.current.services.loading).toBe(true);

    await waitFor(() => expect(result.current.cultureItems.loading).toBe(false));
    await waitFor(() => expect(result.current.services.items).toHaveLength(7));
    expect(result.current.caseStudies.items).toHaveLength(8);
    expect(result.current.cultureItems.items.map((c) => c.order)).toEqual([1, 2, 3, 4]);
    expect(result.current.services.error).toBeNull();
    expect(queries.sort()).toEqual([
      '/api/case-studies?page=1&limit=100',
      '/api/culture?page=1&limit=100',
      '/api/services?page=1&limit=100',
    ]);
    server.events.removeAllListeners();
  });

  it("shows the server's message when loading fails with one", async () => {
    server.use(
      http.get('*/api/services', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { result } = renderContent();
    await waitFor(() => expect(result.current.services.error).toBe('Database unavailable'));
    expect(result.current.services.items).toEqual([]);
    expect(result.current.services.loading).toBe(false);
  });

  it("falls back to 'Failed to load ...' when there is no server message", async () => {
    server.use(
      http.get('*/api/services', () => HttpResponse.error()),
      http.get('*/api/case-studies', () => new HttpResponse('gateway down', { status: 502 })),
      http.get('*/api/culture', () => HttpResponse.error()),
    );
    const { result } = renderContent();
    await waitFor(() => expect(result.current.cultureItems.error).toBe('Failed to load culture items'));
    expect(result.current.services.error).toBe('Failed to load services');
    expect(result.current.caseStudies.error).toBe('Failed to load case studies');
  });

  it('loads again on refresh after a failure', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.error(), { once: true }));
    const { result } = renderContent();
    await waitFor(() => expect(result.current.services.error).toBe('Failed to load services'));

    act(() => result.current.services.refresh());

    await waitFor(() => expect(result.current.services.items).toHaveLength(7));
    expect(result.current.services.error).toBeNull();
  });
});
