import type { ImageData, LayerCommand, LayerRow } from './types.ts';

/**
 * A colour per Dockerfile instruction (R25.116). Each is dark enough to carry white text and bright
 * enough to stand out on a dark background, so one palette serves both themes.
 */
export const LAYER_COMMAND_COLORS: Record<LayerCommand, string> = {
  RUN: '#1d4ed8',
  CMD: '#7e22ce',
  ADD: '#0e7490',
  MAINTAINER: '#4d7c0f',
  EXPOSE: '#c2410c',
  FROM: '#475569',
  LABEL: '#a16207',
  ENV: '#15803d',
  COPY: '#0f766e',
  ENTRYPOINT: '#be123c',
  VOLUME: '#4338ca',
  USER: '#a21caf',
  WORKDIR: '#9a3412',
  ARG: '#0369a1',
  ONBUILD: '#57534e',
  STOPSIGNAL: '#b91c1c',
};

/** Text colour on a command's colour. */
export const LAYER_COMMAND_TEXT_COLOR = '#ffffff';

export function isLayerCommand(command: string): command is LayerCommand {
  return Object.hasOwn(LAYER_COMMAND_COLORS, command);
}

/** The palette colour of a command, or undefined for an instruction the palette does not know. */
export function layerCommandColor(command: string): string | undefined {
  return isLayerCommand(command) ? LAYER_COMMAND_COLORS[command] : undefined;
}

/**
 * '2024-03-05T14:07:09.123456789Z' → '2024-03-05 14:07:09' (R25.114): the date and time as the
 * registry recorded them, without the fraction or a time-zone conversion. Anything else is shown as given.
 */
export function formatLayerCreated(created: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/.exec(created);
  return match ? `${match[1]} ${match[2]}` : created;
}

/**
 * The rows in the order of blobsInfo, top layer first and base layer last (R25.115). Keys combine
 * position and id, because empty layers in an image history often share a placeholder id.
 */
export function toLayerRows(image: ImageData): LayerRow[] {
  const count = image.blobsInfo.length;
  return image.blobsInfo.map((layer, index) => ({
    key: `${index}:${layer.id}`,
    layer,
    number: count - index,
    position: count === 1 ? 'only' : index === 0 ? 'top' : index === count - 1 ? 'base' : 'middle',
  }));
}

/** Opens a closed layer, closes an open one (R25.118). */
export function toggleKey(keys: string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((each) => each !== key) : [...keys, key];
}
