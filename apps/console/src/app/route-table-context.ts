import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The router's route table as it stands (micro-frontend routes join it on navigation), for what
 * reads pages other than the current one: the breadcrumbs look up each parent of a page.
 */
export const RouteTableContext = createContext<() => RouteObject[]>(() => []);
