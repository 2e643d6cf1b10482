import {
  AndroidOutlined,
  CodeOutlined,
  DesktopOutlined,
  DockerOutlined,
  GithubOutlined,
  GitlabOutlined,
  LaptopOutlined,
  RobotOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import type { GitVendorName } from '@arca/contract';
import type { ReactNode } from 'react';
import type { CommonIntegrationId } from '../common-integrations.ts';

/** Bitbucket's bucket, drawn here: the icon set has none. */
function BitbucketGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M2.6 3a.6.6 0 0 0-.6.7l2.7 16.4c.1.4.4.7.8.7h13c.3 0 .6-.2.6-.5L21.9 3.7a.6.6 0 0 0-.6-.7H2.6Zm11.5 11.8H9.9l-1.1-6h6.4l-1.1 6Z" />
    </svg>
  );
}

const icons: Record<GitVendorName | CommonIntegrationId, ReactNode> = {
  github: <GithubOutlined />,
  gitlab: <GitlabOutlined />,
  bitbucket_cloud: <BitbucketGlyph />,
  bitbucket_server: <BitbucketGlyph />,
  jetbrains: <DesktopOutlined />,
  vscode: <LaptopOutlined />,
  android_studio: <AndroidOutlined />,
  docker_desktop: <DockerOutlined />,
  jfrog_cli: <CodeOutlined />,
  github_actions: <GithubOutlined />,
  azure_devops: <WindowsOutlined />,
  frogbot: <RobotOutlined />,
};

export function IntegrationIcon({ id }: { id: GitVendorName | CommonIntegrationId }) {
  return <>{icons[id]}</>;
}
