import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import { createBuildFolder } from './fixtures';

const SCRIPT = 'main.0123456789abcdef0123.js';
let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = createBuildFolder();
  server = await createStaticServer({ app: 'public-site', root });
  await server.precompressed;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('writes .br and .gz beside each compressible built file once, and leaves small ones alone', async () => {
  const script = fs.readFileSync(path.join(root, SCRIPT));
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, `${SCRIPT}.br`)))).toEqual(script);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(root, `${SCRIPT}.gz`)))).toEqual(script);
  expect(fs.existsSync(path.join(root, 'main.0123456789abcdef0123.css.br'))).toBe(false);

  const again = await createStaticServer({ app: 'public-site', root });
  expect(await again.precompressed).toBe(0);
  await again.close();
});

it.each([
  ['br', '.br'],
  ['gzip', '.gz'],
])('sends the %s file made at start, with the file’s caching and type', async (encoding, suffix) => {
  const response = await server.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': encoding } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.rawPayload).toEqual(fs.readFileSync(path.join(root, `${SCRIPT}${suffix}`)));
});

it('sends the file itself to a client that accepts no compression', async () => {
  const response = await server.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'identity' } });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.rawPayload).toEqual(fs.readFileSync(path.join(root, SCRIPT)));
});

it('varies on both Origin and Accept-Encoding for a remote that names the origin allowed to load it', async () => {
  const remote = await createStaticServer({
    app: 'admin-console',
    root,
    corsOrigin: 'https://www.example.com',
  });
  await remote.precompressed;
  const response = await remote.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'br' } });
  await remote.close();
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['access-control-allow-origin']).toBe('https://www.example.com');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers.vary).toMatch(/origin/i);
});
