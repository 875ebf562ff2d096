// Without prerendered HTML, the home page's largest image (its LCP element) is only found once the public
// site's chunks have run: ask for it now, in parallel with them. A prerendered page has the image in its HTML.
const prerendered = document.getElementById('mwangaza-prerendered') !== null;
if (window.location.pathname === '/' && !prerendered) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = '/images/hero.avif';
  link.type = 'image/avif';
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

// The async boundary lets module federation agree on the shared singletons (React, the store library, the
// shared package) before any of them is imported.
import('./bootstrap');
