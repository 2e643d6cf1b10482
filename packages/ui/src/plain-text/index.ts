export { PlainTag, type PlainTagProps } from './plain-tag.tsx';
export { PlainText, type PlainTextProps, PlainTitle, type PlainTitleProps } from './plain-text.tsx';
