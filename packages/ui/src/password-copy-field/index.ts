export { PasswordCopyField } from './password-copy-field.tsx';
export type { PasswordCopyFieldProps, PasswordCopyFieldState } from './types.ts';
export { DEFAULT_MASK } from './utils.ts';
