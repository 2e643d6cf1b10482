import type { OutboundProxy } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { LIST_ROOM_AT_1280, linkIsCutWithTooltip, listMinWidth, renderList } from '../../../test/lists.tsx';
import { proxyColumns } from './proxy-columns.tsx';

const longKey = 'corporate-egress-proxy-of-the-frankfurt-data-centre';

describe('the proxies list', () => {
  it('fits beside the sidebar at 1280 px, row actions included', () => {
    expect(listMinWidth(proxyColumns, { rowActions: true })).toBeLessThanOrEqual(LIST_ROOM_AT_1280);
  });

  it('cuts a long proxy key with an ellipsis that shows it whole on hover', () => {
    const proxy: OutboundProxy = {
      key: longKey,
      host: 'proxy.example.com',
      port: 3128,
      redirectedToHosts: [],
      platformDefault: false,
    };
    renderList(proxyColumns, [proxy], (row) => row.key);

    expect(linkIsCutWithTooltip(longKey)).toBe(true);
  });
});
