import { BUDGETS, checkBudgets, isAfterIdleChunk, type FirstScreen } from './budgets';

const KB = 1024;
const home = (jsKb: number, analyticsKb: number, ownKb = 30): FirstScreen => ({
  label: 'public home',
  path: '/',
  jsFiles: 18,
  jsGzip: jsKb * KB,
  ownGzip: ownKb * KB,
  analyticsGzip: analyticsKb * KB,
});

describe('the first screens’ JavaScript budgets', () => {
  it('count the page without the analytics fetched once it is idle', () => {
    expect(BUDGETS.javascript['/']).toBe(180 * KB);
    expect(checkBudgets([], [home(184, 4.3)])).toEqual([]);
  });

  it('report a page over budget, analytics left out of the figure', () => {
    expect(checkBudgets([], [home(186, 4)])).toEqual(['/: JavaScript 182.0 KB gzipped > 180 KB']);
  });

  it('count all of our own code, the analytics included', () => {
    expect(checkBudgets([], [home(170, 4, 36)])).toEqual(['/: our own JavaScript 36.0 KB gzipped > 35 KB']);
  });
});

describe('isAfterIdleChunk', () => {
  it('knows the beacon and web-vitals by their chunk names', () => {
    expect(isAfterIdleChunk('http://127.0.0.1:3000/analytics.22bbfde92571edcd47cb.js')).toBe(true);
    expect(isAfterIdleChunk('http://127.0.0.1:3000/web-vitals.70d24e67a8477913bd36.js')).toBe(true);
  });

  it('counts every other script as the page’s', () => {
    expect(isAfterIdleChunk('http://127.0.0.1:3000/main.a8690ca50aae275ec8f8.js')).toBe(false);
    expect(isAfterIdleChunk('http://127.0.0.1:3001/analytics-panel.1234.js')).toBe(false);
    expect(isAfterIdleChunk('http://127.0.0.1:3001/remoteEntry.js')).toBe(false);
  });
});
