import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useId, useRef } from 'react';
import type { WalkthroughCardProps } from './types.ts';
import { clampStep, stepCounterText } from './utils.ts';

/** One step of a walk-through: title, text, counter and Back / Next / Done. */
export function WalkthroughCard({ steps, step, onStepChange, onClose }: WalkthroughCardProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  const index = clampStep(step, steps.length);
  const current = steps[index];
  const last = index >= steps.length - 1;

  // The popup is portalled to the end of the page; moving focus into it keeps keyboard users with the tour.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves again each time the step changes
  useEffect(() => {
    primary.current?.focus();
  }, [index]);

  if (!current) return null;
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Flex align="flex-start" gap={token.marginXS}>
        <Typography.Title id={titleId} level={5} style={{ flex: 1, margin: 0 }}>
          {current.title}
        </Typography.Title>
        <Button type="text" size="small" aria-label="Close" icon={<CloseOutlined />} onClick={onClose} />
      </Flex>
      <Typography.Paragraph style={{ margin: `${token.marginXS}px 0 ${token.marginSM}px` }}>
        {current.text}
      </Typography.Paragraph>
      <Flex align="center" gap={token.marginXS}>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {stepCounterText(index, steps.length)}
        </Typography.Text>
        <Button disabled={index === 0} onClick={() => onStepChange(index - 1)}>
          Back
        </Button>
        {last ? (
          <Button ref={primary} type="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <Button ref={primary} type="primary" onClick={() => onStepChange(index + 1)}>
            Next
          </Button>
        )}
      </Flex>
    </div>
  );
}
