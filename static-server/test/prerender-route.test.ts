import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';

// A public-site build with a stand-in prerenderer: the route's contract, not React (the browser tests
// run the real one).
let buildRoot: string;
let server: FastifyInstance;

beforeAll(async () => {
  buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'public-site-build-'));
  const dist = path.join(buildRoot, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(buildRoot, 'dist-ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var publicSite;');
  fs.writeFileSync(path.join(dist, '133.css'), '.card{}\n/*# sourceMappingURL=133.css.map*/');
  fs.writeFileSync(path.join(dist, '899.css'), '.button{}\n/*# sourceMappingURL=899.css.map*/');
  fs.writeFileSync(path.join(dist, '690.css'), '.button{}\n/*# sourceMappingURL=690.css.map*/');
  fs.writeFileSync(path.join(dist, 'exposed-css.json'), JSON.stringify(['899.css', '690.css', '133.css']));
  fs.writeFileSync(
    path.join(buildRoot, 'dist-ssr', 'render-page.js'),
    `exports.renderPage = async (url) => {
       if (url === '/boom') throw new Error('the API did not answer');
       return { html: '<h1>' + url + '</h1>', state: { api: { apiBase: globalThis.__MWANGAZA_CONFIG__.apiBase } } };
     };`,
  );
  server = await createStaticServer({ app: 'public-site', root: dist, apiUrl: 'http://api.internal:4000/' });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(buildRoot, { recursive: true, force: true });
});

const prerender = (query: string) => server.inject({ url: `/__prerender${query}` });

it('answers with the page, the API cache it was made from and the stylesheets its routes use, each once', async () => {
  const response = await prerender('?path=%2Fservices%3Fq%3D1');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    html: '<h1>/services?q=1</h1>',
    state: { api: { apiBase: 'http://api.internal:4000/api' } },
    css: ['/899.css', '/133.css'],
  });
});

it('refuses a path that is not one of the site', async () => {
  for (const query of ['', '?path=services', `?path=/${'a'.repeat(2100)}`]) {
    expect((await prerender(query)).statusCode).toBe(400);
  }
});

it('says 503 when the page cannot be prerendered, so the shell sends its plain page', async () => {
  const response = await prerender('?path=/boom');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ success: false, message: 'This page cannot be prerendered now' });
});

it('has no prerender route without an API to read content from', async () => {
  const plain = await createStaticServer({ app: 'public-site', root: path.join(buildRoot, 'dist') });
  const response = await plain.inject({ url: '/__prerender?path=/' });
  // Only the deep-link fallback answers: the app's page, not a prerendered one.
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toBe('<!doctype html><div id="root"></div>');
  await plain.close();
});
