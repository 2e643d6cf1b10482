import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { PlainText } from '../plain-text/plain-text.tsx';
import type { PaginationState } from './types.ts';
import { pagerPages, paginationText } from './utils.ts';

export interface TablePagerProps {
  state: PaginationState;
  onPageChange: (page: number) => void;
}

/**
 * The table's footer (R25.002–R25.004): 'Showing a - b from n items' and a pager of 5 or 7 page
 * buttons. antd's Pagination decides its own button count and adds jumpers, so the pager is our own.
 */
export function TablePager({ state, onPageChange }: TablePagerProps) {
  const { token } = theme.useToken();
  const { currentPage, totalPages, lastPageFound } = state;
  const pages = pagerPages(currentPage, totalPages);
  const go = (page: number) => {
    if (page !== currentPage) onPageChange(page);
  };
  return (
    <Flex justify="space-between" align="center" gap={token.marginSM} wrap style={{ paddingBlock: token.paddingXS }}>
      <PlainText tone="secondary">{paginationText(state)}</PlainText>
      <nav aria-label="Pagination">
        <Flex gap={token.marginXXS} align="center">
          <Button
            type="text"
            size="small"
            aria-label="Previous page"
            icon={<LeftOutlined />}
            disabled={currentPage <= 1}
            onClick={() => go(currentPage - 1)}
          />
          {pages.map((page) => (
            <Button
              key={page}
              size="small"
              type={page === currentPage ? 'primary' : 'text'}
              aria-current={page === currentPage ? 'page' : undefined}
              onClick={() => go(page)}
            >
              {page}
            </Button>
          ))}
          <Button
            type="text"
            size="small"
            aria-label="Next page"
            icon={<RightOutlined />}
            // While the server has not found the last page, there may be more after the known ones.
            disabled={currentPage >= totalPages && lastPageFound}
            onClick={() => go(currentPage + 1)}
          />
        </Flex>
      </nav>
    </Flex>
  );
}
