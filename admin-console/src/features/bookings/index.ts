// What other features use of the discovery calls: their labels, the agenda's window, the reader's zone.
export { AGENDA_DAYS, STATE_LABELS, agendaWindow } from './lib/agenda';
export { useReaderZone } from './lib/reader-zone';
export { ReaderTime } from './components/reader-time';
