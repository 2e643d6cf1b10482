export { matchesText, matchesWildcard } from './matches-text.ts';
