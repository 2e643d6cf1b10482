import { describe, expect, it, vi } from 'vitest';
import type { RowAction } from './types.ts';
import { isActionVisible, rowActionsLayout, runAction, visibleRowActions } from './utils.ts';

interface Pkg {
  name: string;
  locked: boolean;
}

const lodash: Pkg = { name: 'lodash', locked: false };
const babel: Pkg = { name: '@babel/core', locked: true };

describe('row action utils', () => {
  it('R25.016 an action takes isVisible as a flag or as a function of the row, visible by default', () => {
    const always: RowAction<Pkg> = { label: 'Download', iconClass: 'icon-download', eventName: 'download' };
    const never: RowAction<Pkg> = { ...always, isVisible: false };
    const unlockedOnly: RowAction<Pkg> = {
      label: 'Delete',
      iconClass: 'icon-delete',
      callbackFn: () => undefined,
      isVisible: (row) => !row.locked,
    };

    expect(isActionVisible(always, lodash)).toBe(true);
    expect(isActionVisible(never, lodash)).toBe(false);
    expect(isActionVisible(unlockedOnly, lodash)).toBe(true);
    expect(isActionVisible(unlockedOnly, babel)).toBe(false);
    expect(visibleRowActions([always, never, unlockedOnly], babel).map((a) => a.label)).toEqual(['Download']);
  });

  it('R25.017 R25.018 R25.019 picks nothing, a button or a menu by the number of visible actions', () => {
    expect(rowActionsLayout(0)).toBe('none');
    expect(rowActionsLayout(1)).toBe('button');
    expect(rowActionsLayout(2)).toBe('menu');
    expect(rowActionsLayout(7)).toBe('menu');
  });

  it('R25.016 R25.020 runs the callback or announces the event name, and never a disabled action', () => {
    const callbackFn = vi.fn();
    const onAction = vi.fn();
    const byCallback: RowAction<Pkg> = { label: 'Copy', iconClass: 'icon-copy', callbackFn };
    const byEvent: RowAction<Pkg> = { label: 'Move', iconClass: 'icon-move', eventName: 'move' };

    expect(runAction(byCallback, lodash, onAction)).toBe(true);
    expect(callbackFn).toHaveBeenCalledWith(lodash);
    expect(runAction(byEvent, lodash, onAction)).toBe(true);
    expect(onAction).toHaveBeenCalledWith('move', lodash);

    expect(runAction({ ...byCallback, isDisabled: true }, babel, onAction)).toBe(false);
    expect(runAction({ ...byEvent, isDisabled: true }, babel, onAction)).toBe(false);
    expect(callbackFn).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
