import { CaretRightOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import { testIds } from '@arca/contract';
import { Button, Flex, Progress, Tooltip, Typography, theme } from 'antd';

export interface RefreshControlsProps {
  /** Seconds to the next refresh. */
  remaining: number;
  /** What the countdown starts from, for the ring. */
  start: number;
  paused: boolean;
  /** Nothing to refresh yet (no file open). */
  idle: boolean;
  onPause: () => void;
  onResume: () => void;
  onRefreshNow: () => void;
}

/** The auto-refresh countdown with pause, resume and refresh-now (R19.06, R19.07). */
export function RefreshControls({
  remaining,
  start,
  paused,
  idle,
  onPause,
  onResume,
  onRefreshNow,
}: RefreshControlsProps) {
  const { token } = theme.useToken();
  const shown = Math.max(0, remaining);
  return (
    <Flex align="center" gap={token.marginSM}>
      <Flex align="center" gap={token.marginXS} role="timer" aria-label="Next refresh">
        <Progress
          type="circle"
          size={20}
          percent={paused || idle ? 0 : Math.round((shown / start) * 100)}
          showInfo={false}
          // A full ring is the start of a count, not a success: keep the one colour.
          status="normal"
          strokeWidth={14}
          aria-hidden="true"
        />
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {paused ? 'Paused at ' : 'Next refresh in '}
          <Typography.Text
            strong
            data-testid={testIds.logViewer.countdown}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {shown}
          </Typography.Text>{' '}
          s
        </Typography.Text>
      </Flex>
      {paused ? (
        <Tooltip title="Resume the automatic refresh">
          <Button icon={<CaretRightOutlined />} data-testid={testIds.logViewer.resume} onClick={onResume}>
            Resume
          </Button>
        </Tooltip>
      ) : (
        <Tooltip title="Stop the automatic refresh, to read without the log moving">
          <Button icon={<PauseOutlined />} data-testid={testIds.logViewer.pause} onClick={onPause}>
            Pause
          </Button>
        </Tooltip>
      )}
      <Button
        type="primary"
        ghost
        icon={<ReloadOutlined />}
        data-testid={testIds.logViewer.refreshNow}
        onClick={onRefreshNow}
      >
        Refresh now
      </Button>
    </Flex>
  );
}
