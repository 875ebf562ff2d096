import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jest-fixed-jsdom swaps in Node's Blob and FormData but leaves jsdom's File, which Node's FormData refuses
// ("parameter 2 is not of type 'Blob'"). In a browser File is a Blob: make it so here too (uploads).
globalThis.File = NodeFile as unknown as typeof File;

// CI runs every jest project at once on two cores: a screen that answers in 100 ms alone can take well over
// testing-library's default 1 s to draw a toast there. Wait longer before calling an element missing (what
// the tests expect is unchanged), and give each test the time that takes.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

// jsdom has no layout, so its window.scrollTo only logs "not implemented": a no-op here (tests that care spy
// on it). Server-rendering tests run without a window.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
