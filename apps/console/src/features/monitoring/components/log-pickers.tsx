import { type LogServiceKey, logServices, testIds } from '@arca/contract';
import { Flex, Select, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { LogServiceEntry } from '../log-service-list.ts';

interface PickerProps {
  label: string;
  children: ReactNode;
}

function Picker({ label, children }: PickerProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXS}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

export interface LogPickersProps {
  products: readonly LogServiceEntry[];
  product: LogServiceKey;
  nodes: readonly string[];
  node: string | null;
  files: readonly string[];
  file: string | null;
  /** The last read of the file failed (R19.28): the file picker shows it. */
  fileFailed: boolean;
  loadingFiles: boolean;
  onProductChange: (product: LogServiceKey) => void;
  onNodeChange: (node: string) => void;
  onFileChange: (file: string) => void;
}

const labelOf = (key: LogServiceKey) => logServices.find((service) => service.key === key)?.label ?? key;

/** The service, node and file the viewer shows (R19.01, R19.11). */
export function LogPickers(props: LogPickersProps) {
  const { token } = theme.useToken();
  const products = props.products.length > 0 ? props.products : [{ key: props.product, label: labelOf(props.product) }];
  return (
    <Flex gap={token.margin} wrap align="flex-end">
      <Picker label="Service">
        <Select
          aria-label="Service"
          data-testid={testIds.logViewer.service}
          style={{ width: 180 }}
          value={props.product}
          disabled={props.products.length === 0}
          options={products.map((entry) => ({ value: entry.key, label: entry.label }))}
          onChange={props.onProductChange}
        />
      </Picker>
      <Picker label="Node">
        <Select
          aria-label="Node"
          data-testid={testIds.logViewer.node}
          style={{ width: 220 }}
          value={props.node}
          placeholder="No node online"
          disabled={props.nodes.length === 0}
          options={props.nodes.map((node) => ({ value: node, label: node }))}
          onChange={props.onNodeChange}
        />
      </Picker>
      <Picker label="Log file">
        <Select
          aria-label="Log file"
          data-testid={testIds.logViewer.file}
          style={{ width: 280 }}
          value={props.file}
          placeholder={props.loadingFiles ? 'Loading files…' : 'No log file'}
          loading={props.loadingFiles}
          status={props.fileFailed ? 'error' : undefined}
          aria-invalid={props.fileFailed}
          disabled={props.files.length === 0}
          options={props.files.map((file) => ({ value: file, label: file }))}
          onChange={props.onFileChange}
        />
      </Picker>
    </Flex>
  );
}
