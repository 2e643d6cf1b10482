import type { Project } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { projectColumns } from './projects-columns.tsx';

const longName = 'Platform release engineering and build infrastructure';

describe('the projects list', () => {
  it('fits beside the sidebar at 1280 px, row actions included', () => {
    expect(listMinWidth(projectColumns, { rowActions: true })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
  });

  it('cuts a long project name with an ellipsis that shows it whole on hover', () => {
    const project: Project = {
      project_key: 'platform',
      display_name: longName,
      description: '',
      admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
      storage_quota_bytes: -1,
    };
    renderList(projectColumns, [project], (row) => row.project_key);

    expect(linkIsCutWithTooltip(longName)).toBe(true);
  });
});
