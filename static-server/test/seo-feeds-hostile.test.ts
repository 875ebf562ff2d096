import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { startFakeContentApi, type FakeContentApi, type FakeItem } from './fake-content-api';
import { createShellBuild, seedContent, startShell } from './seo-fixtures';

// Editors' words reach the feeds as they typed them. Whatever they typed, both feeds must stay well-formed
// XML holding exactly the entries published: no text can end a section early and add elements of its own.
const BREAKOUT = ']]></title><item><title>Injected</title></item><title><![CDATA[';
const hostile: FakeItem = {
  id: 'hostile',
  slug: 'hostile',
  title: `Ends ]]> twice ]]> and ${BREAKOUT} & "quotes" <b>bold</b>`,
  summary: `${BREAKOUT} ${BREAKOUT} a summary`,
  body: `Paragraph ]]> one.\n\n${BREAKOUT}\n\nTwo ]]> ]]> and a control \u0001 character, \uFFFE, a lone \uD800 half.`,
  authorName: 'Wanjiru ]]> Kamau & <Co>',
  tags: ['a]]>b', '<tag>'],
  image: '/images/x.webp',
  publishAt: '2026-03-01T06:00:00.000Z',
  createdAt: '2026-02-20T08:00:00.000Z',
  updatedAt: '2026-03-01T06:00:00.000Z',
};
const plain: FakeItem = {
  id: 'plain',
  slug: 'plain',
  title: 'Plain',
  summary: 'Nothing odd.',
  body: 'Text.',
  authorName: 'Demo Administrator',
  tags: [],
  publishAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
};

let root: string;
let api: FakeContentApi;
let shell: FastifyInstance;

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi({ ...seedContent(), insights: [hostile, plain] });
  shell = await startShell(root, api.url);
});

afterAll(async () => {
  await shell.close();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Parsed {
  errors: string[];
  /** Every element's name, in document order. */
  elements: string[];
  /** The text of each element with this name, in order. */
  texts: (name: string) => string[];
}

/** Parses with saxes, a strict XML 1.0 parser: any well-formedness error (a stray `]]>`, a bad character) counts. */
function parse(xml: string): Parsed {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  const elements: string[] = [];
  const texts = new Map<string, string[]>();
  const open: { name: string; text: string }[] = [];
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    elements.push(tag.name);
    open.push({ name: tag.name, text: '' });
  });
  const addText = (text: string) => {
    if (open.length) open[open.length - 1]!.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = open.pop()!;
    texts.set(element.name, [...(texts.get(element.name) ?? []), element.text]);
  });
  parser.write(xml).close();
  return { errors, elements, texts: (name) => texts.get(name) ?? [] };
}

describe.each([
  ['RSS', '/insights/feed.xml', 'item', 'item > title'],
  ['Atom', '/insights/atom.xml', 'entry', 'entry > title'],
])('the %s feed with hostile titles, summaries and bodies', (_format, url, entry) => {
  it('is well-formed XML with exactly the published entries, every text read back as written', async () => {
    const response = await shell.inject({ url });
    expect(response.statusCode).toBe(200);
    const parsed = parse(response.body);
    expect(parsed.errors).toEqual([]);
    expect(parsed.elements.filter((name) => name === entry)).toHaveLength(2);
    expect(parsed.texts('title')).toContain(hostile.title);
    expect(parsed.texts('title')).not.toContain('Injected');
    const all = parsed.texts(entry === 'item' ? 'description' : 'summary');
    expect(all).toContain(hostile.summary);
    // Characters XML cannot hold become U+FFFD; everything else reads back as it was written.
    const content = parsed.texts(entry === 'item' ? 'content:encoded' : 'content').join('');
    expect(content).toContain(
      'Two ]]&gt; ]]&gt; and a control \uFFFD character, \uFFFD, a lone \uFFFD half.',
    );
  });
});
