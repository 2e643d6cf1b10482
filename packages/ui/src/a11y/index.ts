export { visuallyHidden } from './visually-hidden.ts';
