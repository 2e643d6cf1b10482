import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import type { ImageLayer, LayerCommand } from './types.ts';
import {
  contrastRatio,
  formatLayerCreated,
  LAYER_COMMAND_COLORS,
  LAYER_COMMAND_DARK_TEXT_COLOR,
  LAYER_COMMAND_MIN_CONTRAST,
  LAYER_COMMAND_TEXT_COLOR,
  layerCommandColor,
  layerCommandTextColor,
  relativeLuminance,
  toggleKey,
  toLayerRows,
} from './utils.ts';

const lightToken = theme.getDesignToken();
const darkToken = theme.getDesignToken({ algorithm: theme.darkAlgorithm });

const layer = (command: string, id: string): ImageLayer => ({
  command,
  commandText: `${command} something`,
  shortId: id.slice(7, 19),
  id,
  digest: `sha256:${id}`,
  created: '2024-03-05T14:07:09.123456789Z',
  size: 1536,
});

describe('layer viewer utils', () => {
  it('R25.113 R25.115 keeps blobsInfo order: the first is the top layer, the last the base', () => {
    const rows = toLayerRows({ blobsInfo: [layer('CMD', 'c'), layer('RUN', 'b'), layer('ADD', 'a')] });
    expect(rows.map((row) => [row.layer.command, row.position, row.number])).toEqual([
      ['CMD', 'top', 3],
      ['RUN', 'middle', 2],
      ['ADD', 'base', 1],
    ]);
    expect(Object.keys(rows[0]?.layer ?? {}).sort()).toEqual(
      ['command', 'commandText', 'created', 'digest', 'id', 'shortId', 'size'].sort(),
    );
  });

  it('gives layers that share a placeholder id their own keys', () => {
    const rows = toLayerRows({ blobsInfo: [layer('ENV', '<missing>'), layer('ENV', '<missing>')] });
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(toLayerRows({ blobsInfo: [layer('FROM', 'x')] })[0]?.position).toBe('only');
  });

  it('R25.114 shows created as date and time without the fraction', () => {
    expect(formatLayerCreated('2024-03-05T14:07:09.123456789Z')).toBe('2024-03-05 14:07:09');
    expect(formatLayerCreated('2023-11-21T08:00:00Z')).toBe('2023-11-21 08:00:00');
    expect(formatLayerCreated('2023-11-21T08:00:00.5+02:00')).toBe('2023-11-21 08:00:00');
    expect(formatLayerCreated('unknown')).toBe('unknown');
  });

  it('R25.116 has a distinct colour for each of the 16 instructions', () => {
    const commands: LayerCommand[] = [
      'RUN',
      'CMD',
      'ADD',
      'MAINTAINER',
      'EXPOSE',
      'FROM',
      'LABEL',
      'ENV',
      'COPY',
      'ENTRYPOINT',
      'VOLUME',
      'USER',
      'WORKDIR',
      'ARG',
      'ONBUILD',
      'STOPSIGNAL',
    ];
    expect(Object.keys(LAYER_COMMAND_COLORS).sort()).toEqual([...commands].sort());
    for (const token of [lightToken, darkToken]) {
      const colours = commands.map((command) => layerCommandColor(command, token));
      expect(new Set(colours).size).toBe(16);
    }
    expect(layerCommandColor('RUN', lightToken)).toBe(lightToken.blue7);
    expect(layerCommandColor('RUN', darkToken)).toBe(darkToken.blue7);
    expect(layerCommandColor('HEALTHCHECK', lightToken)).toBeUndefined();
  });

  it('R25.116 every command keeps white text at 4.5:1 in the default theme, and readable text in the dark one', () => {
    for (const command of Object.keys(LAYER_COMMAND_COLORS)) {
      const light = layerCommandColor(command, lightToken) ?? '';
      expect(layerCommandTextColor(light)).toBe(LAYER_COMMAND_TEXT_COLOR);
      expect(contrastRatio(light, LAYER_COMMAND_TEXT_COLOR)).toBeGreaterThanOrEqual(LAYER_COMMAND_MIN_CONTRAST);
      const dark = layerCommandColor(command, darkToken) ?? '';
      expect(contrastRatio(dark, layerCommandTextColor(dark))).toBeGreaterThanOrEqual(LAYER_COMMAND_MIN_CONTRAST);
    }
  });

  it('picks black text only where white falls below 4.5:1, and keeps white on a colour it cannot read', () => {
    expect(layerCommandTextColor('#0958d9')).toBe(LAYER_COMMAND_TEXT_COLOR);
    expect(layerCommandTextColor('#58d1c9')).toBe(LAYER_COMMAND_DARK_TEXT_COLOR);
    expect(layerCommandTextColor('#fff')).toBe(LAYER_COMMAND_DARK_TEXT_COLOR);
    expect(layerCommandTextColor('rgb(0, 0, 0)')).toBe(LAYER_COMMAND_TEXT_COLOR);
  });

  it('computes WCAG luminance and contrast from hex colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFF')).toBe(1);
    expect(relativeLuminance('blue')).toBeUndefined();
    expect(contrastRatio('#000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#0958d9', '#ffffff')).toBeCloseTo(6.16, 2);
  });

  it('R25.118 toggles a key in and out of the open set', () => {
    expect(toggleKey(['0:a'], '1:b')).toEqual(['0:a', '1:b']);
    expect(toggleKey(['0:a', '1:b'], '0:a')).toEqual(['1:b']);
  });
});
