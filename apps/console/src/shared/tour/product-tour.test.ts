import { describe, expect, it, vi } from 'vitest';
import { listenForCompletedTourFlows, routeAfterFlow, TOUR_FLOW_COMPLETED_EVENT } from './product-tour.ts';

function completeFlow(flowName: unknown) {
  window.dispatchEvent(new CustomEvent(TOUR_FLOW_COMPLETED_EVENT, { detail: { flowName } }));
}

describe('product-tour flows', () => {
  it('R1.67 a completed flow whose name carries the route marker opens the path that follows it', () => {
    const navigate = vi.fn();
    const stop = listenForCompletedTourFlows(navigate);

    completeFlow('Create a repository::route::/admin/repositories/local');
    completeFlow('Welcome tour');
    completeFlow(42);
    stop();
    completeFlow('After stopping::route::/packages');

    expect(navigate.mock.calls).toEqual([['/admin/repositories/local']]);
  });

  it('R1.67 reads only a path inside the console after the marker', () => {
    expect(routeAfterFlow('Find a package::route::/packages?q=react')).toBe('/packages?q=react');
    expect(routeAfterFlow('No marker /packages')).toBeNull();
    expect(routeAfterFlow('Elsewhere::route:://evil.example.com')).toBeNull();
    expect(routeAfterFlow('Elsewhere::route::https://evil.example.com')).toBeNull();
  });
});
