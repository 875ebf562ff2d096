import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPrerenderer, injectFragment, isPrerenderable } from '../src/prerender/compose-page';
import { absolutizeUrls } from '../src/prerender/renderer';

const TEMPLATE =
  '<!doctype html><html><head><title>Mwangaza</title><script>window.__MWANGAZA_CONFIG__={}</script></head>' +
  '<body><noscript>Mwangaza Analytics needs JavaScript to show this site.</noscript><div id="root"></div>' +
  '<script defer src="/main.js"></script></body></html>';

describe('injectFragment', () => {
  const fragment = { html: '<h1>Our services</h1>', state: { api: { queries: {} } }, css: [] };

  it('puts the page into #root, its styles into the head and its data before the scripts', () => {
    const html = injectFragment(TEMPLATE, fragment, [
      { href: '205.css', css: '.title{color:gold}' },
      { href: '133.css', css: '.card{color:red}' },
    ]);
    // Named as the apps' webpack runtime asks for them, so it does not load and apply them a second time.
    expect(html).toContain(
      '<style data-prerendered data-href="205.css">.title{color:gold}</style>' +
        '<style data-prerendered data-href="133.css">.card{color:red}</style></head>',
    );
    expect(html).toContain('<div id="root"><h1>Our services</h1></div>');
    expect(html.indexOf('id="mwangaza-prerendered"')).toBeLessThan(html.indexOf('/main.js'));
    // Data for the scripts, never a script itself (the page's CSP runs no inline script but its config).
    expect(html).toContain('<script type="application/json" id="mwangaza-prerendered">');
  });

  it('says that only the forms need JavaScript, since the page reads without it', () => {
    const html = injectFragment(TEMPLATE, fragment, []);
    expect(html).not.toContain('needs JavaScript to show this site');
    expect(html).toContain(
      'The forms and search on this site need JavaScript; our phone number and e-mail address are at the foot of every page.',
    );
  });

  it('keeps content from closing the script or the style it is put in', () => {
    const hostile = {
      ...fragment,
      state: { api: { title: '</script><script>alert(1)</script>\u2028' } },
    };
    const html = injectFragment(TEMPLATE, hostile, [
      { href: '1.css', css: 'a{}</style><script>alert(2)</script>' },
    ]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</style><script>alert(2)');
    const json = /id="mwangaza-prerendered">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ state: hostile.state });
  });

  it("moves the page's preloads (its LCP image) to the start of the head, before the title", () => {
    const preload =
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" ' +
      'imageSrcSet="/images/a-400w.avif 400w, /images/a-800w.avif 800w" imageSizes="100vw"/>';
    const template = TEMPLATE.replace('<head>', '<head><meta charset="utf-8">');
    const html = injectFragment(template, { ...fragment, html: `${preload}<h1>Our services</h1>` }, []);
    expect(html).toContain(`<head><meta charset="utf-8">${preload}<title>Mwangaza</title>`);
    expect(html).toContain('<div id="root"><h1>Our services</h1></div>');
  });

  it('leaves a preload written inside the page where it is', () => {
    const inside = '<h1>Our services</h1><link rel="preload" as="image" href="/b.webp"/>';
    const html = injectFragment(TEMPLATE, { ...fragment, html: inside }, []);
    expect(html).toContain('<head><title>Mwangaza</title>');
    expect(html).toContain(`<div id="root">${inside}</div>`);
  });

  it('leaves a page it does not recognise alone', () => {
    expect(injectFragment('<html><body></body></html>', fragment, [])).toBe('<html><body></body></html>');
  });
});

describe('isPrerenderable', () => {
  it.each([
    ['/', true],
    ['/services/big-data?x=1', true],
    ['/administration', true],
    ['/admin', false],
    ['/admin/login', false],
  ])('%s → %s', (url, expected) => expect(isPrerenderable(url)).toBe(expected));
});

describe('absolutizeUrls', () => {
  const base = new URL('http://remote.example/app/133.css');

  it('resolves relative urls against the stylesheet, keeping data: and absolute ones', () => {
    const css =
      'a{src:url(assets/a.woff2)} b{background:url("../b.png")} c{background:url(data:image/svg+xml,x)} d{src:url(/d.woff2)}';
    expect(absolutizeUrls(css, base)).toBe(
      'a{src:url(http://remote.example/app/assets/a.woff2)} b{background:url("http://remote.example/b.png")} ' +
        'c{background:url(data:image/svg+xml,x)} d{src:url(/d.woff2)}',
    );
  });

  it('gives root-relative paths for the shell, whose files are served from its root', () => {
    expect(absolutizeUrls('a{src:url(assets/a.woff2)}', new URL('http://x/205.css'), true)).toBe(
      'a{src:url(/assets/a.woff2)}',
    );
  });
});

describe('createPrerenderer', () => {
  let shellRoot: string;
  let server: http.Server;
  let entry: string;
  let answer: { status: number; delayMs: number } = { status: 200, delayMs: 0 };
  const asked: string[] = [];

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(
      path.join(shellRoot, '205.css'),
      '@font-face{src:url(assets/inter.woff2)}:root{--gold:#d4a017}\n/*# sourceMappingURL=205.css.map*/',
    );
    fs.writeFileSync(
      path.join(shellRoot, '899.css'),
      '.button{color:red}\n/*# sourceMappingURL=899.css.map*/',
    );
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      asked.push(url.pathname + url.search);
      setTimeout(() => {
        if (url.pathname === '/__prerender' && answer.status === 200) {
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify({
              html: `<h1>${url.searchParams.get('path')}</h1>`,
              state: { api: {} },
              css: ['/899.css', '/133.css'],
            }),
          );
        } else if (url.pathname === '/899.css') {
          response.end('.button{color:red}\n/*# sourceMappingURL=899.css.map*/'); // the shared library's copy
        } else if (url.pathname === '/133.css') {
          response.end('.card{background:url(assets/card.webp)}');
        } else {
          response.statusCode = answer.status === 200 ? 404 : answer.status;
          response.end('{}');
        }
      }, answer.delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    entry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    answer = { status: 200, delayMs: 0 };
    asked.length = 0;
  });

  it('composes the page with the shell styles, then the public site styles, each file once', async () => {
    const html = await createPrerenderer(shellRoot, { publicSiteEntry: entry }).compose(
      TEMPLATE,
      '/services?q=1',
    );
    expect(asked[0]).toBe(`/__prerender?path=${encodeURIComponent('/services?q=1')}`);
    expect(html).toContain('<h1>/services?q=1</h1>');
    const styles = [...html.matchAll(/<style data-prerendered data-href="([^"]*)">([\s\S]*?)<\/style>/g)].map(
      ([, href, css]) => [href, css],
    );
    // Each file once, by name: the public site's copy of the shared library's 899.css is the shell's.
    expect(styles).toEqual([
      ['205.css', '@font-face{src:url(/assets/inter.woff2)}:root{--gold:#d4a017}'],
      ['899.css', '.button{color:red}'],
      ['133.css', `.card{background:url(${new URL('assets/card.webp', entry).href})}`],
    ]);
  });

  it('fetches a release stylesheet once, however many pages use it', async () => {
    const prerenderer = createPrerenderer(shellRoot, { publicSiteEntry: entry });
    await prerenderer.compose(TEMPLATE, '/');
    await prerenderer.compose(TEMPLATE, '/about');
    expect(asked.filter((url) => url === '/133.css')).toHaveLength(1);
  });

  it('never asks for the admin console', async () => {
    const html = await createPrerenderer(shellRoot, { publicSiteEntry: entry }).compose(
      TEMPLATE,
      '/admin/login',
    );
    expect(html).toBe(TEMPLATE);
    expect(asked).toEqual([]);
  });

  it('sends the plain page when the public site cannot prerender it', async () => {
    answer = { status: 503, delayMs: 0 };
    const html = await createPrerenderer(shellRoot, { publicSiteEntry: entry }).compose(
      TEMPLATE,
      '/services',
    );
    expect(html).toBe(TEMPLATE);
  });

  it('sends the plain page when the public site is too slow', async () => {
    answer = { status: 200, delayMs: 500 };
    const prerenderer = createPrerenderer(shellRoot, { publicSiteEntry: entry, timeoutMs: 100 });
    expect(await prerenderer.compose(TEMPLATE, '/services')).toBe(TEMPLATE);
  });
});
