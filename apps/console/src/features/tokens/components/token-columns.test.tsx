import type { TokenInfo } from '@arca/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { tokenColumns } from './token-columns.tsx';

const longSubject = 'svc-release-pipeline-of-the-platform-team';

describe('the access tokens list', () => {
  it('fits beside the sidebar at 1280 px, revoke action included, so issue and expiry dates never hide behind a scroll', () => {
    expect(listMinWidth(tokenColumns, { rowActions: true })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
  });

  it('cuts a long subject with an ellipsis that shows it whole on hover', () => {
    const token: TokenInfo = {
      token_id: '6e18e924-9fd0-4cc6-bb44-b49821c0ffee',
      subject: longSubject,
      scope: 'applied-permissions/user',
      description: '',
      refreshable: false,
      issued_at: 1_764_000_000,
    };
    renderList(tokenColumns, [token], (row) => row.token_id);

    expect(linkIsCutWithTooltip(longSubject)).toBe(true);
    expect(screen.getByText('No description')).toBeTruthy();
  });
});
