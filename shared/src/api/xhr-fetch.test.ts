import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { createXhrFetch } from './xhr-fetch';

it('sends the body with XMLHttpRequest, reports progress and returns the response', async () => {
  server.use(
    http.post('http://localhost/echo', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      return HttpResponse.json(
        { name: file.name, size: file.size, auth: request.headers.get('authorization') },
        { status: 201, headers: { 'x-test': 'yes' } },
      );
    }),
  );
  const progress: number[] = [];
  const body = new FormData();
  body.append('file', new File([new Uint8Array(1000)], 'a.png'), 'a.png');
  const response = await createXhrFetch(({ loaded }) => progress.push(loaded))('http://localhost/echo', {
    method: 'POST',
    body,
    headers: { authorization: 'Bearer t' },
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('x-test')).toBe('yes');
  expect(await response.json()).toEqual({ name: 'a.png', size: 1000, auth: 'Bearer t' });
});
