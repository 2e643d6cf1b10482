import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { LayerViewer } from './layer-viewer.tsx';
import type { ImageData, ImageLayer } from './types.ts';

const EMPTY_DIGEST = 'sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a';

function layer(
  command: ImageLayer['command'],
  commandText: string,
  hex: string,
  created: string,
  size: number,
): ImageLayer {
  const id = `sha256:${hex.repeat(8).slice(0, 64)}`;
  return {
    command,
    commandText,
    shortId: id.slice(7, 19),
    id,
    digest: size === 0 ? EMPTY_DIGEST : `sha256:${hex.repeat(8).slice(8, 72).padEnd(64, '0')}`,
    created,
    size,
  };
}

/** A node:20 image as `docker history` lists it: newest (top) layer first, the Debian base last. */
const node20: ImageData = {
  blobsInfo: [
    layer('CMD', 'CMD ["node"]', '3f1a9c2b', '2024-03-05T14:07:09.873421109Z', 0),
    layer('ENTRYPOINT', 'ENTRYPOINT ["docker-entrypoint.sh"]', '8e2d4b71', '2024-03-05T14:07:09.512006324Z', 0),
    layer('COPY', 'COPY docker-entrypoint.sh /usr/local/bin/ # buildkit', 'c41d77a0', '2024-03-05T14:07:09.2Z', 388),
    layer(
      'RUN',
      'RUN /bin/sh -c set -ex && for key in 6A010C5166006599AA17F08146C2130DFD2497F5; do gpg --batch --keyserver hkps://keys.openpgp.org --recv-keys "$key"; done && curl -fsSLO --compressed "https://yarnpkg.com/downloads/$YARN_VERSION/yarn-v$YARN_VERSION.tar.gz" && mkdir -p /opt && tar -xzf yarn-v$YARN_VERSION.tar.gz -C /opt/ && yarn --version',
      '5b9e0f36',
      '2024-03-05T14:07:08.114Z',
      5_452_197,
    ),
    layer('ENV', 'ENV YARN_VERSION=1.22.19', '0d6c8a12', '2024-03-05T14:06:41.002Z', 0),
    layer(
      'RUN',
      'RUN /bin/sh -c ARCH= && dpkgArch="$(dpkg --print-architecture)" && curl -fsSLO --compressed "https://nodejs.org/dist/v$NODE_VERSION/node-v$NODE_VERSION-linux-$ARCH.tar.xz" && tar -xJf "node-v$NODE_VERSION-linux-$ARCH.tar.xz" -C /usr/local --strip-components=1 --no-same-owner && node --version && npm --version',
      'a7f3e9d4',
      '2024-03-05T14:06:40.618Z',
      191_223_918,
    ),
    layer('ENV', 'ENV NODE_VERSION=20.11.1', '62b0c5e8', '2024-03-05T14:05:12.330Z', 0),
    layer(
      'RUN',
      'RUN /bin/sh -c groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
      '1c8f2a9b',
      '2024-03-05T14:05:11.907Z',
      333_721,
    ),
    layer(
      'RUN',
      'RUN /bin/sh -c set -eux; apt-get update; apt-get install -y --no-install-recommends autoconf automake bzip2 dpkg-dev file g++ gcc imagemagick libbz2-dev libc6-dev libcurl4-openssl-dev libffi-dev libssl-dev make patch unzip xz-utils zlib1g-dev; rm -rf /var/lib/apt/lists/*',
      'e93b1d07',
      '2024-02-13T01:05:11.456Z',
      588_311_902,
    ),
    layer('CMD', 'CMD ["bash"]', '77d4c0aa', '2024-02-13T00:41:03.518Z', 0),
    layer(
      'ADD',
      'ADD file:4b03b5f551e3fbdf47ec609712007327828f7530cc3455c43bbcdcaf449a75a9 in / ',
      '4b03b5f5',
      '2024-02-13T00:41:03.114Z',
      139_134_576,
    ),
  ],
};

function LayerViewerExample() {
  const [expanded, setExpanded] = useState<string[]>([]);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        docker-remote / library/node:20 — {expanded.length} of {node20.blobsInfo.length} layers open
      </Typography.Text>
      <LayerViewer image={node20} label="Layers of node:20" expandedKeys={expanded} onExpandedChange={setExpanded} />
    </Flex>
  );
}

export const layerViewerDemo: DemoEntry = {
  id: 'layer-viewer',
  title: 'Container image layers',
  description:
    'The layers of node:20 from docker-remote, top layer first, coloured by instruction; click a layer to see its command, digest and size.',
  Component: LayerViewerExample,
};
