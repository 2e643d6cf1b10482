import type { AccessGroup } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { groupColumns } from './group-columns.tsx';

const longName = 'platform-release-engineering-and-build-infrastructure';

describe('the groups list', () => {
  it('fits beside the sidebar at 1280 px, row actions included', () => {
    expect(listMinWidth(groupColumns, { rowActions: true })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
  });

  it('cuts a long group name with an ellipsis that shows it whole on hover', () => {
    const group: AccessGroup = {
      name: longName,
      description: '',
      auto_join: false,
      admin_privileges: false,
      realm: 'internal',
      members: [],
    };
    renderList(groupColumns, [group], (row) => row.name);

    expect(linkIsCutWithTooltip(longName)).toBe(true);
  });
});
