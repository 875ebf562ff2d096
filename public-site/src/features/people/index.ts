// What other features may use of this one: the linter lets them import only this file.
export { Byline } from './components/byline';
export { PersonProfile } from './components/person-profile';
export { TeamMembers } from './components/team-members';
export { TeamSection } from './components/team-section';
