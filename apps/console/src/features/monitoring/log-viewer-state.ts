import { DEFAULT_LOG_SERVICE, type HaStatus, type LogServiceKey } from '@arca/contract';
import type { LogServiceEntry } from './log-service-list.ts';

/**
 * The live log viewer's state (R19.13). `serviceChanged` is null until the service list is known,
 * false while the default product is shown, and true once the visitor picked a service: a pick
 * made before the list is known has nothing to choose from and is ignored (R19.17).
 */
export interface LogViewerState {
  productList: LogServiceEntry[];
  /** The nodes of the selected product. */
  nodeList: string[];
  selectedProduct: LogServiceKey;
  selectedNode: string | null;
  selectedFile: string | null;
  haStatus: HaStatus | null;
  serviceChanged: boolean | null;
}

export type LogViewerAction =
  | { type: 'haStatusRead'; haStatus: HaStatus }
  /** R19.16: the service list is built; the product and node lists follow from it. */
  | { type: 'servicesFound'; services: LogServiceEntry[] }
  | { type: 'productSelected'; product: LogServiceKey }
  | { type: 'nodeSelected'; node: string }
  /** The selected node's log files, newest first: the first is opened unless the open one is among them. */
  | { type: 'filesListed'; files: readonly string[] }
  | { type: 'fileSelected'; file: string }
  | { type: 'reset' };

export const initialLogViewerState: LogViewerState = {
  productList: [],
  nodeList: [],
  selectedProduct: DEFAULT_LOG_SERVICE,
  selectedNode: null,
  selectedFile: null,
  haStatus: null,
  serviceChanged: null,
};

function nodesOf(list: readonly LogServiceEntry[], product: LogServiceKey): string[] {
  return list.find((entry) => entry.key === product)?.nodes ?? [];
}

/** The product to show from a new list: the visitor's pick while it still runs, else the default (R19.12), else the first. */
function productFrom(state: LogViewerState, list: readonly LogServiceEntry[]): LogServiceKey {
  const has = (key: LogServiceKey) => list.some((entry) => entry.key === key);
  if (state.serviceChanged === true && has(state.selectedProduct)) return state.selectedProduct;
  if (has(DEFAULT_LOG_SERVICE)) return DEFAULT_LOG_SERVICE;
  return list[0]?.key ?? DEFAULT_LOG_SERVICE;
}

/** The open node while it is still in the list (with its file), else the first node and no file yet. */
function withNodes(
  state: LogViewerState,
  nodeList: string[],
): Pick<LogViewerState, 'nodeList' | 'selectedNode' | 'selectedFile'> {
  if (state.selectedNode !== null && nodeList.includes(state.selectedNode)) {
    return { nodeList, selectedNode: state.selectedNode, selectedFile: state.selectedFile };
  }
  return { nodeList, selectedNode: nodeList[0] ?? null, selectedFile: null };
}

export function logViewerReducer(state: LogViewerState, action: LogViewerAction): LogViewerState {
  switch (action.type) {
    case 'haStatusRead':
      return { ...state, haStatus: action.haStatus };
    case 'servicesFound': {
      const selectedProduct = productFrom(state, action.services);
      const keep = selectedProduct === state.selectedProduct ? state : { ...state, selectedNode: null };
      return {
        ...state,
        productList: action.services,
        selectedProduct,
        ...withNodes(keep, nodesOf(action.services, selectedProduct)),
        serviceChanged: state.serviceChanged ?? false,
      };
    }
    case 'productSelected': {
      if (state.serviceChanged === null) return state;
      if (action.product === state.selectedProduct) return state;
      const nodeList = nodesOf(state.productList, action.product);
      return {
        ...state,
        selectedProduct: action.product,
        nodeList,
        selectedNode: nodeList[0] ?? null,
        selectedFile: null,
        serviceChanged: true,
      };
    }
    case 'nodeSelected':
      if (!state.nodeList.includes(action.node) || action.node === state.selectedNode) return state;
      return { ...state, selectedNode: action.node, selectedFile: null };
    case 'filesListed':
      if (state.selectedFile !== null && action.files.includes(state.selectedFile)) return state;
      return { ...state, selectedFile: action.files[0] ?? null };
    case 'fileSelected':
      return { ...state, selectedFile: action.file };
    case 'reset':
      return initialLogViewerState;
  }
}
