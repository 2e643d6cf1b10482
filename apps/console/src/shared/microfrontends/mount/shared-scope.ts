import { SHARED_SCOPE_GLOBAL, type SharedModule } from '@arca/contract';
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';

const scope: Record<SharedModule, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@tanstack/react-query': reactQuery,
};

/**
 * Lends the shell's own module instances to micro-frontends (see SHARED_MODULES). Loaded with the
 * mounting point only, so pages without a micro-frontend never carry the namespaces.
 */
export function shareModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_SCOPE_GLOBAL] ??= scope;
}
