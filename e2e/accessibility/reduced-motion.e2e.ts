import type { Locator, Page } from 'playwright-core';
import { DESKTOP, checkA11y, env, publicSiteReady, setUpBrowser } from '../public-site/visitor';

// Each case loads pages in both modes, so that the checks can be seen to fail when motion is allowed.
jest.setTimeout(120_000);

type Motion = 'reduce' | 'no-preference';

// Not `visitorPage`: each case also needs a visitor without the reduced-motion preference.
const { browser } = setUpBrowser();

/** A fresh visitor whose system asks for `reducedMotion`; `beforeLoad` runs in the page before its scripts. */
async function open(path: string, reducedMotion: Motion, beforeLoad?: () => void): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, reducedMotion });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  if (beforeLoad) await page.addInitScript(beforeLoad);
  await page.goto(`${env.shellUrl}${path}`);
  await publicSiteReady(page).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Resolves after `frames` animation frames and at least `ms` milliseconds: time for an animation to move. */
function frames(page: Page, frameCount = 20, ms = 500): Promise<void> {
  return page.evaluate(
    ([count, minimum]) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let seen = 0;
        const tick = () => {
          seen += 1;
          if (seen >= count && performance.now() - started >= minimum) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [frameCount, ms] as const,
  );
}

/**
 * Two pictures of the particle canvas half a second apart (after the page has loaded and gone idle), and one
 * with the canvas hidden. Screenshots, not the canvas's pixels: a worker draws it (OffscreenCanvas), so the
 * page cannot read them.
 */
async function particleSnapshots(reducedMotion: Motion) {
  const page = await open('/about', reducedMotion);
  const canvas = page.locator('canvas[aria-hidden="true"]');
  // The particles start once the page is idle; wait for the canvas and the network to settle.
  await canvas.waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await frames(page);
  const picture = async () => (await page.screenshot({ animations: 'allow' })).toString('base64');
  const first = await picture();
  await frames(page);
  const second = await picture();
  await canvas.evaluate((element: HTMLCanvasElement) => (element.style.visibility = 'hidden'));
  const blank = await picture();
  await canvas.evaluate((element: HTMLCanvasElement) => (element.style.visibility = ''));
  await checkA11y(page, `/about (${reducedMotion})`);
  return { first, second, blank };
}

/** Largest transition or animation duration (ms) on an element, its ::before and ::after. */
function longestMotion(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const toMs = (list: string) =>
      list.split(',').map((value) => {
        const number = parseFloat(value);
        return value.trim().endsWith('ms') ? number : number * 1000;
      });
    return Math.max(
      ...[null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        return [...toMs(style.transitionDuration), ...toMs(style.animationDuration)];
      }),
    );
  });
}

/** Everything count-up numbers showed (data-final is their end value), recorded from the first render on. */
function recordCountUps() {
  const seen: [string, string][] = [];
  (window as unknown as { countUpsSeen: [string, string][] }).countUpsSeen = seen;
  new MutationObserver(() => {
    for (const counter of document.querySelectorAll('[data-final]')) {
      seen.push([counter.getAttribute('data-final') ?? '', counter.firstElementChild?.textContent ?? '']);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const countUpsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { countUpsSeen: [string, string][] }).countUpsSeen);

describe('prefers-reduced-motion', () => {
  it('keeps the particle background still (it moves for everyone else)', async () => {
    const still = await particleSnapshots('reduce');
    expect(still.first).not.toBe(still.blank); // the particles are drawn, just not moved
    expect(still.second).toBe(still.first);

    const moving = await particleSnapshots('no-preference');
    expect(moving.second).not.toBe(moving.first);
  });

  it('shows the final numbers at once instead of counting up', async () => {
    const page = await open('/', 'reduce', recordCountUps);
    const counters = page.locator('[data-final]');
    await counters.nth(3).waitFor({ state: 'attached' });
    // What is on screen (not only what screen readers get) is the end value, before and after scrolling.
    expect(
      await counters.evaluateAll((all) => all.map((counter) => counter.firstElementChild?.textContent)),
    ).toEqual(['12+', '200+', '95%', '30TB']);
    await page.getByRole('region', { name: 'Mwangaza Analytics in numbers' }).scrollIntoViewIfNeeded();
    await frames(page);
    const seen = await countUpsSeen(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter(([final, shown]) => shown !== final)).toEqual([]);
    await checkA11y(page, '/ (reduce)');

    // Without the preference the same numbers count up from zero when scrolled into view.
    const animated = await open('/', 'no-preference', recordCountUps);
    const animatedStats = animated.getByRole('region', { name: 'Mwangaza Analytics in numbers' });
    await animatedStats.scrollIntoViewIfNeeded();
    await animated.waitForFunction(() =>
      [...document.querySelectorAll('[data-final]')].every(
        (counter) => counter.firstElementChild?.textContent === counter.getAttribute('data-final'),
      ),
    );
    const counted = await countUpsSeen(animated);
    expect(counted.some(([final, shown]) => shown !== final)).toBe(true);
    await checkA11y(animated, '/ (no-preference)');
  });

  it('turns off CSS transitions and animations, and leaves nothing running for ever', async () => {
    const samples = async (page: Page) => ({
      button: await longestMotion(page.getByRole('button', { name: 'Continue' })),
      link: await longestMotion(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()),
      skipLink: await longestMotion(page.getByRole('link', { name: 'Skip to main content' })),
      // The FAQ item's card (around its heading), which changes colour as it opens.
      faqCard: await longestMotion(
        page.getByRole('heading', { name: /How does an engagement/ }).locator('xpath=..'),
      ),
    });
    const infiniteAnimations = (page: Page) =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity).length,
      );

    const reduced = await open('/contact', 'reduce');
    await reduced.getByRole('button', { name: 'Continue' }).waitFor();
    const still = await samples(reduced);
    expect(Object.entries(still).filter(([, duration]) => duration > 1)).toEqual([]);
    await checkA11y(reduced, '/contact (reduce)');
    // The visualisation is hydrated as it comes near: bring it into view, and once hydrated it is a still chart.
    const visualisation = (page: Page) =>
      page.getByRole('heading', { name: 'From raw records to a live decision board' });
    const home = await open('/', 'reduce');
    await visualisation(home).scrollIntoViewIfNeeded();
    await home.getByRole('img', { name: /^Chart: weekly volumes/ }).waitFor();
    expect(await infiniteAnimations(home)).toBe(0);
    await checkA11y(home, '/ (reduce)');

    const full = await open('/contact', 'no-preference');
    await full.getByRole('button', { name: 'Continue' }).waitFor();
    const moving = await samples(full);
    expect(Object.entries(moving).filter(([, duration]) => duration < 100)).toEqual([]);
    await checkA11y(full, '/contact (no-preference)');
    const animatedHome = await open('/', 'no-preference');
    await visualisation(animatedHome).scrollIntoViewIfNeeded();
    // Its loop starts once the section is hydrated.
    await animatedHome.waitForFunction(() =>
      document
        .getAnimations()
        .some((animation) => animation.effect?.getComputedTiming().endTime === Infinity),
    );
    expect(await infiniteAnimations(animatedHome)).toBeGreaterThan(0);
    await checkA11y(animatedHome, '/ (no-preference)');
  });
});
