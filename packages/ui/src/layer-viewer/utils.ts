import type { ImageData, LayerCommand, LayerRow } from './types.ts';

/** The darker shades of antd's preset palettes, which the theme token carries as e.g. `token.blue7`. */
type PresetHue =
  | 'blue'
  | 'purple'
  | 'cyan'
  | 'green'
  | 'magenta'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'volcano'
  | 'geekblue'
  | 'lime'
  | 'gold';
export type LayerColorToken = `${PresetHue}${7 | 8 | 9}`;

/** The part of the theme token the layer colours are read from; `theme.useToken().token` is one. */
export type LayerColorPalette = Readonly<Record<LayerColorToken, string>>;

/**
 * A colour per Dockerfile instruction (R25.116), named by its key in the theme token so it follows
 * the theme. Shade 7 where white text on it reaches 4.5:1 in the default theme; a darker shade for
 * the light hues (cyan, green, orange, lime, gold, yellow) and for the second command of a shared hue.
 */
export const LAYER_COMMAND_COLORS: Record<LayerCommand, LayerColorToken> = {
  RUN: 'blue7',
  CMD: 'purple7',
  ADD: 'cyan8',
  MAINTAINER: 'lime9',
  EXPOSE: 'orange8',
  FROM: 'blue9',
  LABEL: 'gold9',
  ENV: 'green8',
  COPY: 'cyan9',
  ENTRYPOINT: 'red7',
  VOLUME: 'geekblue7',
  USER: 'magenta7',
  WORKDIR: 'volcano7',
  ARG: 'magenta9',
  ONBUILD: 'yellow9',
  STOPSIGNAL: 'red9',
};

/** Text colour on a command's colour. */
export const LAYER_COMMAND_TEXT_COLOR = '#ffffff';

/**
 * Text colour on a command's colour too light for white: the dark theme's palettes lighten toward
 * shade 10, so there the same keys give light colours.
 */
export const LAYER_COMMAND_DARK_TEXT_COLOR = '#000000';

/** WCAG AA contrast for normal-size text; the command chip is small bold text. */
export const LAYER_COMMAND_MIN_CONTRAST = 4.5;

export function isLayerCommand(command: string): command is LayerCommand {
  return Object.hasOwn(LAYER_COMMAND_COLORS, command);
}

/** The theme's colour for a command, or undefined for an instruction the palette does not know. */
export function layerCommandColor(command: string, palette: LayerColorPalette): string | undefined {
  return isLayerCommand(command) ? palette[LAYER_COMMAND_COLORS[command]] : undefined;
}

/** Relative luminance (WCAG 2) of '#rgb' or '#rrggbb'; undefined for anything else. */
export function relativeLuminance(colour: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  const hex = match?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21); undefined when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White text on a command's colour while it stays readable (4.5:1), else black, which on any colour
 * too light for white reaches more than 4.5:1. A colour we cannot read keeps white.
 */
export function layerCommandTextColor(background: string): string {
  const white = contrastRatio(background, LAYER_COMMAND_TEXT_COLOR);
  return white === undefined || white >= LAYER_COMMAND_MIN_CONTRAST
    ? LAYER_COMMAND_TEXT_COLOR
    : LAYER_COMMAND_DARK_TEXT_COLOR;
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
