import type { RepositorySummary } from '@arca/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { repositoryColumns } from './repository-columns.tsx';

const longKey = 'maven-remote-central-mirror-for-the-platform-team';
const longUrl = 'https://registry.example.com/artifactory/api/maven/maven-remote-central-mirror/';

describe('the repositories lists', () => {
  it.each(['local', 'remote', 'virtual', 'federated'] as const)(
    'the %s list fits beside the sidebar at 1280 px, row actions included',
    (kind) => {
      expect(listMinWidth(repositoryColumns(kind), { rowActions: true })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
    },
  );

  it('cuts a long key and a long URL with an ellipsis that shows them whole on hover', () => {
    const repository: RepositorySummary = {
      key: longKey,
      type: 'REMOTE',
      description: '',
      url: longUrl,
      packageType: 'maven',
    };
    renderList(repositoryColumns('remote'), [repository], (row) => row.key);

    expect(linkIsCutWithTooltip(longKey)).toBe(true);
    expect(screen.getByText(longUrl).closest('[data-cut-text]')).not.toBeNull();
  });
});
