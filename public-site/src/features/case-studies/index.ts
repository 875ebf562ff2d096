// What other features may use of this one: the linter lets them import only this file.
export { CaseStudyDetail } from './components/case-study-detail';
export { caseStudyImage } from './lib/case-study-image';
export { categoryLabel as caseStudyCategoryLabel } from './lib/category-label';
