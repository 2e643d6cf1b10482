import { describe, expect, it } from 'vitest';
import type { LogServiceEntry } from './log-service-list.ts';
import { initialLogViewerState, type LogViewerAction, logViewerReducer } from './log-viewer-state.ts';

const services: LogServiceEntry[] = [
  { key: 'artifactory', label: 'Artifactory', nodes: ['a1', 'a2'] },
  { key: 'xray', label: 'Xray', nodes: ['x1'] },
];

const run = (...actions: LogViewerAction[]) => actions.reduce(logViewerReducer, initialLogViewerState);

describe('log viewer state', () => {
  it('R19.13 holds the product and node lists, the selections, the HA status and the service-changed flag', () => {
    expect(Object.keys(initialLogViewerState).sort()).toEqual(
      [
        'haStatus',
        'nodeList',
        'productList',
        'selectedFile',
        'selectedNode',
        'selectedProduct',
        'serviceChanged',
      ].sort(),
    );
    expect(initialLogViewerState).toMatchObject({ selectedProduct: 'artifactory', serviceChanged: null });
  });

  it('sets the product and node lists from the service list, on the default product and its first node', () => {
    const state = run({ type: 'servicesFound', services });
    expect(state.productList).toEqual(services);
    expect(state.selectedProduct).toBe('artifactory');
    expect(state.nodeList).toEqual(['a1', 'a2']);
    expect(state.selectedNode).toBe('a1');
    expect(state.selectedFile).toBeNull();
    expect(state.serviceChanged).toBe(false);
  });

  it('falls back to the first service found when Artifactory runs nowhere', () => {
    const state = run({ type: 'servicesFound', services: [services[1] as LogServiceEntry] });
    expect(state.selectedProduct).toBe('xray');
    expect(state.selectedNode).toBe('x1');
  });

  it('R19.17 changes the selected product only once the service-changed flag has left its initial value', () => {
    const early = run({ type: 'productSelected', product: 'xray' });
    expect(early.selectedProduct).toBe('artifactory');
    expect(early.serviceChanged).toBeNull();

    const picked = run({ type: 'servicesFound', services }, { type: 'productSelected', product: 'xray' });
    expect(picked.selectedProduct).toBe('xray');
    expect(picked.nodeList).toEqual(['x1']);
    expect(picked.selectedNode).toBe('x1');
    expect(picked.serviceChanged).toBe(true);
  });

  it("keeps the visitor's service and node when the service list comes again", () => {
    const state = run(
      { type: 'servicesFound', services },
      { type: 'nodeSelected', node: 'a2' },
      { type: 'filesListed', files: ['artifactory-service.log', 'artifactory-request.log'] },
      { type: 'fileSelected', file: 'artifactory-request.log' },
      { type: 'servicesFound', services },
    );
    expect(state.selectedNode).toBe('a2');
    expect(state.selectedFile).toBe('artifactory-request.log');
  });

  it('starts a new node without a file, and opens the first file listed', () => {
    const state = run(
      { type: 'servicesFound', services },
      { type: 'filesListed', files: ['one.log', 'two.log'] },
      { type: 'nodeSelected', node: 'a2' },
    );
    expect(state.selectedNode).toBe('a2');
    expect(state.selectedFile).toBeNull();
    expect(logViewerReducer(state, { type: 'filesListed', files: ['one.log', 'two.log'] }).selectedFile).toBe(
      'one.log',
    );
  });

  it('ignores a node the selected product does not run on', () => {
    const state = run({ type: 'servicesFound', services }, { type: 'nodeSelected', node: 'x1' });
    expect(state.selectedNode).toBe('a1');
  });

  it('keeps the open file while the node still lists it', () => {
    const state = run(
      { type: 'servicesFound', services },
      { type: 'filesListed', files: ['one.log', 'two.log'] },
      { type: 'fileSelected', file: 'two.log' },
      { type: 'filesListed', files: ['one.log', 'two.log', 'three.log'] },
    );
    expect(state.selectedFile).toBe('two.log');
  });

  it('R19.18 reset returns every field to its default', () => {
    const busy = run(
      { type: 'haStatusRead', haStatus: { isHa: true, nodeCount: 2 } },
      { type: 'servicesFound', services },
      { type: 'productSelected', product: 'xray' },
      { type: 'filesListed', files: ['xray-service.log'] },
    );
    expect(busy).not.toEqual(initialLogViewerState);
    expect(logViewerReducer(busy, { type: 'reset' })).toEqual(initialLogViewerState);
  });
});
