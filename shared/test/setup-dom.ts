import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom';

// jest-fixed-jsdom swaps in Node's Blob and FormData but leaves jsdom's File, which Node's FormData refuses
// ("parameter 2 is not of type 'Blob'"). In a browser File is a Blob: make it so here too (uploads).
globalThis.File = NodeFile as unknown as typeof File;
