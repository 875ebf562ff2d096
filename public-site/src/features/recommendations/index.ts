// What other features may use of this one: the linter lets them import only this file.
export { BuildMyStack } from './components/build-my-stack';
