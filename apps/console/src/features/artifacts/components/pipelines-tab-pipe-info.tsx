import { CodeSnippet, toast } from '@arca/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Modal, Spin, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { request } from '../../../shared/http/index.ts';
import {
  LOADING_PIPE_INFO_TEXT,
  PIPE_INFO_TITLE,
  type PipelineStep,
  pipeInfoFailedText,
  pipeInfoPath,
  pipeInfoText,
} from '../pipeline-steps.ts';

export const pipeInfoKey = (stepId: number) => ['pipelines-service', 'pipe-info', stepId] as const;

/**
 * R24.08: a step's pipe info is asked for once; reopening the modal shows what came back. The
 * failure is reported by the modal alone (R24.09), so the call is kept out of the client's
 * retries and notifications.
 */
function usePipeInfo(stepId: number) {
  return useQuery({
    queryKey: pipeInfoKey(stepId),
    queryFn: ({ signal }) => request<unknown>(pipeInfoPath(stepId), { priority: 'low', signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export interface PipeInfoModalProps {
  step: PipelineStep;
  onClose: () => void;
}

/**
 * Show pipe info (R24.05–R24.09): the service's JSON for the step, read-only and copyable. Mounted
 * while open, like the console's other dialogs.
 */
export function PipeInfoModal({ step, onClose }: PipeInfoModalProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const client = useQueryClient();
  const info = usePipeInfo(step.stepId);
  const failed = info.isError;

  const { stepId } = step;
  useEffect(() => {
    if (!failed) return;
    toast(message, { type: 'error', content: pipeInfoFailedText(info.error?.message ?? '') });
    // Forgotten, so that opening the modal again asks again rather than closing at once.
    client.removeQueries({ queryKey: pipeInfoKey(stepId) });
    onClose();
  }, [failed, stepId, info.error, message, onClose, client]);

  return (
    <Modal open={!failed} title={PIPE_INFO_TITLE} footer={null} onCancel={onClose} width={720}>
      {info.isSuccess ? (
        <CodeSnippet code={pipeInfoText(info.data)} language="json" title={PIPE_INFO_TITLE} />
      ) : (
        <Flex align="center" gap={token.marginSM} style={{ padding: token.paddingLG }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{LOADING_PIPE_INFO_TEXT}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
