import { DownloadOutlined } from '@ant-design/icons';
import { downloadPathOf, installCommandOf, needsSpecialHandling, packageDetailPaths } from '@arca/contract';
import { CodeSnippet } from '@arca/ui';
import { Button, Card, Flex, theme } from 'antd';
import { download } from '../../../shared/http/index.ts';

export interface InstallPanelProps {
  packageType: string;
  packageName: string;
  version: string;
  repoKey: string;
  leadFilePath: string;
}

/** How the client names the package: a docker image with the registry host and repository in front. */
export function clientNameOf(packageType: string, packageName: string, repoKey: string, host: string): string {
  return packageType.toLowerCase() === 'docker' ? `${host}/${repoKey}/${packageName}` : packageName;
}

/** The version's install command with its copy button, and its lead file's download (R10.56). */
export function InstallPanel({ packageType, packageName, version, repoKey, leadFilePath }: InstallPanelProps) {
  const { token } = theme.useToken();
  const install = installCommandOf(
    packageType,
    clientNameOf(packageType, packageName, repoKey, window.location.host),
    version,
  );
  // A version that is a folder of files (a docker tag, a Maven version) has no one file to download.
  const downloadable = leadFilePath !== '' && !needsSpecialHandling(packageType);
  if (!install && !downloadable) return null;
  return (
    <Card size="small" title="Install">
      <Flex vertical gap={token.marginSM}>
        {install ? (
          <CodeSnippet
            code={install.commandWithVersion}
            showLineNumbers={false}
            expandable={false}
            title="Install command"
          />
        ) : null}
        {downloadable ? (
          <Flex>
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void download(packageDetailPaths.download, {
                  query: { repoKey, path: downloadPathOf(packageType, leadFilePath) },
                })
              }
            >
              Download
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
