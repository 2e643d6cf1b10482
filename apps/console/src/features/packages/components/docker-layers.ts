import type { DockerLayer, DockerLayersView } from '@arca/contract';
import type { ImageData, ImageLayer } from '@arca/ui';

const NOP = /^\/bin\/sh -c #\(nop\)\s*/;
const SHELL = /^\/bin\/sh -c\s+/;

/** The Dockerfile instruction a layer's `created_by` records: `#(nop)` lines name it, shell lines are RUNs. */
export function layerInstruction(createdBy: string | null): { command: string; commandText: string } {
  const text = (createdBy ?? '').trim();
  if (text === '') return { command: 'ADD', commandText: '' };
  if (NOP.test(text)) {
    const rest = text.replace(NOP, '');
    return { command: rest.split(/\s+/)[0]?.toUpperCase() ?? 'RUN', commandText: rest };
  }
  if (SHELL.test(text)) return { command: 'RUN', commandText: `RUN ${text.replace(SHELL, '')}` };
  const word = text.split(/\s+/)[0] ?? '';
  return /^[A-Z]+$/.test(word) ? { command: word, commandText: text } : { command: 'RUN', commandText: `RUN ${text}` };
}

function toImageLayer(layer: DockerLayer): ImageLayer {
  const hex = layer.digest.replace(/^sha256:/, '');
  return {
    ...layerInstruction(layer.command),
    shortId: hex.slice(0, 12),
    id: hex,
    digest: layer.digest,
    created: layer.created ?? '',
    size: layer.size,
  };
}

/** The viewer lists the top layer first; a manifest lists the base layer first. */
export function toImageData(view: DockerLayersView): ImageData {
  return { blobsInfo: [...view.layers].reverse().map(toImageLayer) };
}
