import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { PlainText } from '../plain-text/plain-text.tsx';
import { selectionText } from './utils.ts';

export interface SelectionBarProps {
  count: number;
  bulkActions?: ReactNode;
}

/** The multi-select bar (R25.007, R25.008): '1 Item Selected:' or 'N Items Selected:' and the bulk actions. */
export function SelectionBar({ count, bulkActions }: SelectionBarProps) {
  const { token } = theme.useToken();
  if (count < 1) return null;
  const text = selectionText(count);
  return (
    <Flex role="toolbar" aria-label={text} align="center" gap={token.marginXS}>
      <PlainText strong>{text}</PlainText>
      {bulkActions}
    </Flex>
  );
}
