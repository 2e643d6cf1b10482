import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import type { TransferSide } from './types.ts';
import { moveButtonLabels } from './utils.ts';

interface MoveButtonsProps {
  titles: { available: string; selected: string };
  /** Per button, whether it can act now (R25.084–R25.087 are worked out by the caller). */
  enabled: {
    selectedToSelected: boolean;
    allToSelected: boolean;
    selectedToAvailable: boolean;
    allToAvailable: boolean;
  };
  /** Moves from the given list: its checked items, or everything its filter shows. */
  onMove: (from: TransferSide, all: boolean) => void;
}

/** The column of four move buttons between the lists, each named for what it does. */
export function MoveButtons({ titles, enabled, onMove }: MoveButtonsProps) {
  const { token } = theme.useToken();
  const labels = moveButtonLabels(titles);
  const button = (label: string, icon: ReactNode, on: boolean, from: TransferSide, all: boolean) => (
    <Button aria-label={label} title={label} icon={icon} disabled={!on} onClick={() => onMove(from, all)} />
  );
  return (
    <Flex vertical justify="center" gap={token.marginXS}>
      {button(labels.selectedToSelected, <RightOutlined />, enabled.selectedToSelected, 'available', false)}
      {button(labels.allToSelected, <DoubleRightOutlined />, enabled.allToSelected, 'available', true)}
      {button(labels.selectedToAvailable, <LeftOutlined />, enabled.selectedToAvailable, 'selected', false)}
      {button(labels.allToAvailable, <DoubleLeftOutlined />, enabled.allToAvailable, 'selected', true)}
    </Flex>
  );
}
