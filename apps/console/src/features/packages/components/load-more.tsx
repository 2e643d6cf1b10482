import { Button, Flex } from 'antd';

/** The next page of a cursor-paged list (R10.31): shown while the server says there is more. */
export function LoadMore({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Flex justify="center">
      <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
        Load more
      </Button>
    </Flex>
  );
}
