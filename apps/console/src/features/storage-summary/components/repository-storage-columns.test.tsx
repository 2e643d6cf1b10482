import type { RepositoryStorageSummary } from '@arca/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { repositoryStorageColumns } from './repository-storage-columns.tsx';

const longKey = 'maven-remote-central-mirror-for-the-platform-team';

describe("the storage summary's repositories", () => {
  it('fit beside the sidebar at 1280 px', () => {
    expect(listMinWidth(repositoryStorageColumns, { rowActions: false })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
  });

  it('cut a long key with an ellipsis that shows it whole on hover, and line the figures up on the right', () => {
    const line: RepositoryStorageSummary = {
      repoKey: longKey,
      repoType: 'REMOTE',
      packageType: 'maven',
      projectKey: '',
      foldersCount: 2,
      filesCount: 1234,
      itemsCount: 1236,
      usedSpace: '1.20 MB',
      usedSpaceInBytes: 1_200_000,
      percentage: '12.50%',
    };
    renderList(repositoryStorageColumns, [line], (row) => row.repoKey);

    expect(linkIsCutWithTooltip(longKey)).toBe(true);
    for (const figure of [(1234).toLocaleString(), '2', '1.20 MB', '12.50%']) {
      expect(screen.getByText(figure).closest('td')?.style.textAlign).toBe('right');
    }
  });
});
