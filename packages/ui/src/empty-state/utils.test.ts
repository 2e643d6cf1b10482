import { describe, expect, it, vi } from 'vitest';
import { NO_DATA_TEXT, visibleActions } from './utils.ts';

describe('empty state utils', () => {
  it("R25.131 the generic empty text is 'No Data'", () => {
    expect(NO_DATA_TEXT).toBe('No Data');
  });

  it('R25.129 keeps actions only when the user can edit', () => {
    const actions = [{ text: 'New Webhook', onClick: vi.fn() }];
    expect(visibleActions(actions, true)).toEqual(actions);
    expect(visibleActions(actions, false)).toEqual([]);
    expect(visibleActions(undefined, true)).toEqual([]);
  });
});
