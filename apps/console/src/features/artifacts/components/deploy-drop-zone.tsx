import { CloudUploadOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { type DragEvent, type ReactNode, useState } from 'react';
import { carriesFiles, droppedFiles } from './dropped-files.ts';

export interface DeployDropZoneProps {
  /** Only where the caller may deploy; elsewhere a drop does nothing. */
  enabled: boolean;
  /** Where the files go, as shown while dragging. */
  targetLabel: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

/** Takes files dragged from the desktop onto the details pane, with a clear sign of where they will go. */
export function DeployDropZone({ enabled, targetLabel, onFiles, children }: DeployDropZoneProps) {
  const { token } = theme.useToken();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!enabled || !carriesFiles(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setDragging(false);
    if (!enabled || !carriesFiles(event.dataTransfer)) return;
    event.preventDefault();
    const files = droppedFiles(event.dataTransfer);
    if (files.length > 0) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop area for the mouse; the Deploy button is the keyboard path.
    <div
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      style={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}
    >
      {children}
      {dragging ? (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={token.marginXS}
          style={{
            position: 'absolute',
            inset: 0,
            pointerEvents: 'none',
            border: `2px dashed ${token.colorPrimary}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            opacity: 0.95,
            zIndex: 1,
          }}
        >
          <CloudUploadOutlined aria-hidden style={{ fontSize: 40, color: token.colorPrimary }} />
          <Typography.Text strong>Drop to deploy</Typography.Text>
          <Typography.Text type="secondary">to {targetLabel}</Typography.Text>
        </Flex>
      ) : null}
    </div>
  );
}
