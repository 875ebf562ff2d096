import { useState } from 'react';

/** A section with state and a handler: a click counts only once the section is hydrated. */
export function CounterSection({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {label} {clicks}
    </button>
  );
}

/**
 * What the server sends for `<Lazy label="Stats" />` (a lazySection of CounterSection): the section inside
 * its own Suspense boundary, in a wrapper without a box. lazy-section.server.test.tsx checks it is exact.
 */
export const SERVER_HTML =
  '<div class="section"><!--$--><button type="button">Stats<!-- --> <!-- -->0</button><!--/$--></div>';
