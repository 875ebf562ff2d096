// What other features may use of this one: the linter lets them import only this file.
export { CultureDetail } from './components/culture-detail-page';
