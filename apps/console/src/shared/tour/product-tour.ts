import { create } from 'zustand';

/**
 * The marker a product-tour flow's name carries before the path the console opens once the flow
 * completes (shell.md §2, R1.67; O30): `Create a repository::route::/admin/repositories/local`.
 */
export const TOUR_ROUTE_MARKER = '::route::';

/**
 * The window event a tour runner (a companion's micro-frontend, a tour script the operator adds)
 * dispatches when a flow completes, with `{ flowName }` as its detail.
 */
export const TOUR_FLOW_COMPLETED_EVENT = 'arca:tour-flow-completed';

/** R1.67: the path that follows the route marker in a flow's name; null when it names none. */
export function routeAfterFlow(flowName: string): string | null {
  const at = flowName.indexOf(TOUR_ROUTE_MARKER);
  if (at < 0) return null;
  const path = flowName.slice(at + TOUR_ROUTE_MARKER.length).trim();
  // Only a path inside the console: a flow's name must not send anyone to another site.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

function flowNameOf(event: Event): string | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null || !('flowName' in detail)) return null;
  return typeof detail.flowName === 'string' ? detail.flowName : null;
}

/** Opens the path a completed flow names (R1.67); returns the function that stops listening. */
export function listenForCompletedTourFlows(navigate: (to: string) => void): () => void {
  const onCompleted = (event: Event) => {
    const flowName = flowNameOf(event);
    const route = flowName === null ? null : routeAfterFlow(flowName);
    if (route !== null) navigate(route);
  };
  window.addEventListener(TOUR_FLOW_COMPLETED_EVENT, onCompleted);
  return () => window.removeEventListener(TOUR_FLOW_COMPLETED_EVENT, onCompleted);
}

/**
 * Whose tour progress a tour runner records: the logged-in user, or nobody. A user change resets it
 * (R5.07), so one person's flows never carry over to the next.
 */
export const useTourIdentity = create<{ userName: string | null }>()(() => ({ userName: null }));

export function identifyTourUser(userName: string): void {
  if (useTourIdentity.getState().userName !== userName) useTourIdentity.setState({ userName });
}

export function resetTourIdentity(): void {
  useTourIdentity.setState({ userName: null });
}
