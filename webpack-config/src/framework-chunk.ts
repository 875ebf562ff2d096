/**
 * The libraries every page of the shell starts with (React, React DOM, react-redux, the router and its shared
 * entry, Redux Toolkit with RTK Query), which federation would otherwise give a file each: in one file a page
 * asks for them in one request instead of one after the other (shell/src/index.ts still runs their code in
 * steps), and gzip compresses them together some 3 KB smaller.
 *
 * Libraries only: with the shared package's own chunk or the shell's bootstrap in the same file, the file
 * would wait, while it loads, for the shared modules it provides itself, and the page never start.
 */
export const FRAMEWORK_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store|react-router|@reduxjs[\\/]toolkit|immer|redux|redux-thunk|reselect|@standard-schema[\\/]utils)[\\/]|[\\/]shared[\\/]src[\\/]router\.ts$/,
  name: 'framework',
  chunks: 'async' as const,
  enforce: true,
};
