import { describe, expect, it } from 'vitest';
import type { ImageLayer, LayerCommand } from './types.ts';
import { formatLayerCreated, LAYER_COMMAND_COLORS, layerCommandColor, toggleKey, toLayerRows } from './utils.ts';

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
    expect(new Set(Object.values(LAYER_COMMAND_COLORS)).size).toBe(16);
    expect(layerCommandColor('RUN')).toBe(LAYER_COMMAND_COLORS.RUN);
    expect(layerCommandColor('HEALTHCHECK')).toBeUndefined();
  });

  it('R25.118 toggles a key in and out of the open set', () => {
    expect(toggleKey(['0:a'], '1:b')).toEqual(['0:a', '1:b']);
    expect(toggleKey(['0:a', '1:b'], '0:a')).toEqual(['1:b']);
  });
});
