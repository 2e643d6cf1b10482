import { Button, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { BackgroundPanels } from './background-panels.tsx';
import type { BackgroundPanelData } from './types.ts';
import { CANCEL_TEXT, deployingTitle, IMPORTING_RELEASE_BUNDLE_TITLE } from './utils.ts';

const files = ['lodash-4.17.21.tgz', 'core-7.24.0.tgz', 'spring-boot-starter-web-3.3.1.jar'];

function BackgroundPanelsExample() {
  const [panels, setPanels] = useState<BackgroundPanelData[]>([]);
  const [log, setLog] = useState('none');

  function open(panel: BackgroundPanelData) {
    setPanels((current) => (current.some((p) => p.id === panel.id) ? current : [...current, panel]));
  }
  const close = (id: string) => setPanels((current) => current.filter((p) => p.id !== id));
  const toggle = (id: string) =>
    setPanels((current) => current.map((p) => (p.id === id ? { ...p, collapsed: !p.collapsed } : p)));

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button
          onClick={() =>
            open({
              id: 'import',
              title: IMPORTING_RELEASE_BUNDLE_TITLE,
              collapsed: false,
              body: (
                <>
                  <Typography.Text>release-2024.06 (v1.4.0) into libs-release</Typography.Text>
                  <Progress percent={62} status="active" />
                </>
              ),
            })
          }
        >
          Import release bundle
        </Button>
        <Button
          onClick={() =>
            open({
              id: 'deploy',
              title: deployingTitle(files.length),
              collapsed: false,
              body: (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {files.map((file) => (
                    <li key={file}>{file} → npm-local</li>
                  ))}
                </ul>
              ),
              actions: [
                {
                  text: CANCEL_TEXT,
                  onClick: () => {
                    setLog('Deploy cancelled');
                    close('deploy');
                  },
                },
              ],
            })
          }
        >
          Deploy files
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        Panels open at the bottom right of the window. Last action: {log}
      </Typography.Text>
      <BackgroundPanels panels={panels} onToggle={toggle} onClose={close} />
    </Flex>
  );
}

export const backgroundPanelsDemo: DemoEntry = {
  id: 'background-panels',
  title: 'Background panels',
  description:
    'Panels for a release bundle import and a file deploy, collapsible and closable, side by side at the bottom right.',
  Component: BackgroundPanelsExample,
};
