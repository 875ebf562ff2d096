import { installErrorReporting } from './error-reporting';
import { nextTask } from './next-task';

// First, so that an error anywhere in starting the page reaches the API's log.
installErrorReporting();

// The async boundary lets module federation agree on the shared singletons (React, the store library, the
// shared package) before any of them is imported.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void startInSteps();
};

/**
 * Loading the bootstrap runs React DOM's, Redux Toolkit's and the shared package's module code in the one task
 * in which their last file arrives: on a phone a long task that holds back any tap. Asking for them one after
 * the other, with a pause in between, runs the same code in several shorter tasks. In order: each step runs
 * only its own module code, what it depends on having run before.
 */
const START_STEPS: (() => Promise<unknown>)[] = [
  // Federation's share scope (registering every shared module), which importing a shared module sets up first.
  () => __webpack_init_sharing__('default'),
  // The small React: federation checks its version, and its version parser's first run is the costly one.
  () => import('react'),
  // Then the others, largest first.
  () => import('react-dom/client'),
  () => import(/* webpackExports: ["Provider"] */ 'react-redux'),
  () => import('@mwangaza/shared/router'),
  // Bundled inside the shared package, which the shell provides: the same modules it is about to run.
  () => import(/* webpackExports: ["buildCreateApi"] */ '@reduxjs/toolkit/query/react'),
  () => import('@mwangaza/shared'),
];

async function startInSteps(): Promise<void> {
  try {
    for (const step of START_STEPS) {
      await step();
      await nextTask();
    }
  } finally {
    // Whatever happened above, the bootstrap shows the page (or its own error).
    void import('./bootstrap');
  }
}

// Webpack's module federation runtime: sets up a share scope.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// A prerendered page reads and navigates without scripts: let it paint and let its images (the largest one
// above all) arrive before the app's code competes with them for a phone's bandwidth and main thread. On a
// fast connection `load` can come before the first paint, hence the frame; an image that never finishes
// loading holds `load` back, hence the time limit.
const LOAD_WAIT_LIMIT_MS = 3000;
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
function startWhenReady(): void {
  // A page the shell's server prerendered (its content, styles and LCP image preload already in the HTML).
  const prerendered = document.getElementById('mwangaza-prerendered') !== null;
  if (!prerendered) start();
  else if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(start, LOAD_WAIT_LIMIT_MS);
  }
}

// This script is async: it runs as soon as it arrives, in a task of its own, rather than in the parser's
// last task beside the page's first style calculation; what it starts needs the whole document.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startWhenReady, { once: true });
} else startWhenReady();
