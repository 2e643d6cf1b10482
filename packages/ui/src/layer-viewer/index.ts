export { LayerItem, type LayerItemProps } from './layer-item.tsx';
export { LayerViewer } from './layer-viewer.tsx';
export type { ImageData, ImageLayer, LayerCommand, LayerRow, LayerViewerProps } from './types.ts';
export {
  formatLayerCreated,
  isLayerCommand,
  LAYER_COMMAND_COLORS,
  LAYER_COMMAND_TEXT_COLOR,
  layerCommandColor,
  toggleKey,
  toLayerRows,
} from './utils.ts';
