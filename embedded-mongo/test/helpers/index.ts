export { flipBit, journalWithDocs, recordOffsets, storedNumbers, tempDir } from './data-dir-damage';
