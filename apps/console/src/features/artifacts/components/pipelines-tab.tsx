import { ArrowRightOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { RowActions } from '@arca/ui';
import { Alert, Table, type TableColumnsType, theme } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useVisibilityContext } from '../../../shared/visibility/visibility-context.ts';
import { formatDateTime } from '../artifact-format.ts';
import { goToStepPath, NO_PIPELINES_TEXT, type PipelineStep } from '../pipeline-steps.ts';
import { PipeInfoModal } from './pipelines-tab-pipe-info.tsx';

const columns: TableColumnsType<PipelineStep> = [
  { key: 'pipelineName', title: 'Pipeline Name', dataIndex: 'pipelineName' },
  { key: 'branchName', title: 'Branch', dataIndex: 'branchName' },
  { key: 'runNumber', title: 'Run No', dataIndex: 'runNumber' },
  { key: 'stepName', title: 'Step Name', dataIndex: 'stepName' },
  { key: 'runStatus', title: 'Run Status', dataIndex: 'runStatus' },
  { key: 'stepStatus', title: 'Step Status', dataIndex: 'stepStatus' },
  { key: 'startedAt', title: 'Started At', render: (_: unknown, step) => formatDateTime(step.startedAt) },
];

/**
 * The pipeline steps that produced this file (admin-and-widgets.md §2, R24.01–R24.04). Only the
 * pipelines service records them, so without it the table stays empty and says why.
 */
export function PipelinesTab({ steps = [] }: { steps?: readonly PipelineStep[] }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const context = useVisibilityContext();
  const [info, setInfo] = useState<PipelineStep | undefined>(undefined);
  const installed = context?.services.pipelines !== undefined;
  const closeInfo = useCallback(() => setInfo(undefined), []);
  return (
    <section aria-label="Pipelines">
      {context !== undefined && !installed ? (
        <Alert
          type="info"
          showIcon
          icon={<InfoCircleOutlined />}
          title="Pipelines is not installed on this server, so no pipeline runs are recorded for this file."
          style={{ marginBottom: token.marginSM }}
        />
      ) : null}
      <Table<PipelineStep>
        size="small"
        rowKey="stepId"
        // R24.01: one row, the step that produced the file.
        dataSource={steps.slice(0, 1)}
        pagination={false}
        locale={{ emptyText: NO_PIPELINES_TEXT }}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: '',
            width: 48,
            render: (_: unknown, step) => (
              <RowActions
                row={step}
                actions={[
                  { label: 'Show pipe info', icon: <InfoCircleOutlined />, callbackFn: setInfo },
                  {
                    label: 'Go to step',
                    icon: <ArrowRightOutlined />,
                    callbackFn: (row) => void navigate(goToStepPath(row)),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {info ? <PipeInfoModal step={info} onClose={closeInfo} /> : null}
    </section>
  );
}
