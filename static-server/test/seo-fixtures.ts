import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import type { SeoOptions } from '../src/seo';
import { startFakeContentApi, type FakeContentApi, type FakeItem } from './fake-content-api';
import { createBuildFolder } from './fixtures';

/** A build folder whose index.html looks like the shell's built one (generic title and description). */
export function createShellBuild(): string {
  const root = createBuildFolder();
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mwangaza Analytics | Data analytics consultancy in Nairobi</title>' +
      '<script src="/runtime-config.js"></script><meta name="description" content="Generic description.">' +
      '<script defer="defer" src="/main.0123456789abcdef0123.js"></script></head><body><div id="root"></div></body></html>',
  );
  return root;
}

export const BASE = 'https://preview.example.org';

export function seedContent(): Record<'services' | 'case-studies' | 'culture', FakeItem[]> {
  return {
    services: [
      {
        id: 'data-pipelines',
        title: 'Data Pipelines',
        description: 'Reliable, monitored pipelines.',
        image: '/images/services/data-pipelines.webp',
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
      {
        id: 'data-lakes',
        title: 'Data Lakes',
        description: 'One place for all data.',
        image: '/images/services/data-lakes.webp',
        updatedAt: '2026-01-03T10:00:00.000Z',
      },
      {
        id: 'training',
        title: 'Training',
        description: 'Teams that own their data.',
        image: '/images/services/training.webp',
        updatedAt: '2026-01-01T10:00:00.000Z',
      },
    ],
    'case-studies': [
      {
        id: 'hospital-analytics',
        slug: 'hospital-waiting-times',
        previousSlugs: ['nairobi-hospital'],
        title: 'Cutting waiting times at a Nairobi hospital',
        client: 'Nairobi Hospital Group',
        brief: 'A hospital group wanted shorter queues.',
        image: 'https://cdn.example.com/hospital.webp',
        createdAt: '2026-01-20T08:00:00.000Z',
        updatedAt: '2026-02-01T08:00:00.000Z',
      },
    ],
    culture: [
      {
        id: 'learning-fridays',
        title: 'Learning Fridays',
        description: 'Every Friday afternoon we learn.',
        image: '',
        updatedAt: '2026-03-01T08:00:00.000Z',
      },
    ],
  };
}

export function startShell(
  root: string,
  apiUrl: string,
  seo: Omit<SeoOptions, 'apiUrl'> = {},
): Promise<FastifyInstance> {
  // No prerendering: it would ask the public site's server at its default address (:3001), which is whatever
  // `npm start` runs there, if anything. These tests are about the head tags the shell writes itself.
  // The content version is asked on every page, so a test's change to the content shows at once.
  return createStaticServer({
    app: 'shell',
    root,
    apiUrl,
    prerender: false,
    seo: { publicBaseUrl: `${BASE}/`, ...seo },
    contentVersionCheckMs: 0,
    pageCacheSettleMs: 0,
  });
}

export interface ShellOnFakeApi {
  root: string;
  api: FakeContentApi;
  shell: FastifyInstance;
}

/**
 * A shell build served by the shell's server in front of the fake content API with `seedContent()`, started
 * before the file's tests and stopped after them. Its fields are set by beforeAll: read them in tests.
 */
export function setUpShellOnFakeApi(seo: Omit<SeoOptions, 'apiUrl'> = {}): ShellOnFakeApi {
  const started = {} as ShellOnFakeApi;
  beforeAll(async () => {
    started.root = createShellBuild();
    started.api = await startFakeContentApi(seedContent());
    started.shell = await startShell(started.root, started.api.url, seo);
  });
  afterAll(async () => {
    await started.shell?.close();
    await started.api?.close();
    if (started.root) fs.rmSync(started.root, { recursive: true, force: true });
  });
  return started;
}
