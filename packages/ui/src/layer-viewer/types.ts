/** Dockerfile instructions a layer can come from; each has its own colour (R25.116). */
export type LayerCommand =
  | 'RUN'
  | 'CMD'
  | 'ADD'
  | 'MAINTAINER'
  | 'EXPOSE'
  | 'FROM'
  | 'LABEL'
  | 'ENV'
  | 'COPY'
  | 'ENTRYPOINT'
  | 'VOLUME'
  | 'USER'
  | 'WORKDIR'
  | 'ARG'
  | 'ONBUILD'
  | 'STOPSIGNAL';

/** One layer of a container image (R25.113). */
export interface ImageLayer {
  /** The instruction, e.g. 'RUN'; an unknown one is shown in a neutral colour. */
  command: LayerCommand | (string & {});
  /** The instruction's full text, e.g. 'RUN /bin/sh -c apt-get update'. */
  commandText: string;
  shortId: string;
  id: string;
  digest: string;
  /** ISO timestamp; shown as date and time without the fraction (R25.114). */
  created: string;
  /** Bytes. */
  size: number;
}

/** An image's layers: the first is the top layer, the last the base layer (R25.115). */
export interface ImageData {
  blobsInfo: ImageLayer[];
}

export interface LayerViewerProps {
  image: ImageData;
  /**
   * Keys (LayerRow.key) of the open layers, to control them from outside; without it the viewer
   * keeps its own, and every layer starts collapsed (R25.117).
   */
  expandedKeys?: string[];
  /** Called with the new set of open keys when a layer is toggled (R25.118). */
  onExpandedChange?: (keys: string[]) => void;
  /** Names the list; 'Container image layers' by default. */
  label?: string;
}

/** What the viewer shows for one layer, derived from the data. */
export interface LayerRow {
  key: string;
  layer: ImageLayer;
  /** 1 for the base layer, counting up to the top. */
  number: number;
  position: 'top' | 'base' | 'middle' | 'only';
}
