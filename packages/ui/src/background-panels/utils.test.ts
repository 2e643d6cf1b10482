import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_PANEL_GAP,
  BACKGROUND_PANEL_WIDTH,
  CANCEL_TEXT,
  deployingTitle,
  IMPORTING_RELEASE_BUNDLE_TITLE,
  panelRightOffset,
} from './utils.ts';

describe('background panel utils', () => {
  it('R25.145 R27.39 offsets each panel by 360 px plus 10', () => {
    expect(BACKGROUND_PANEL_WIDTH).toBe(360);
    expect(BACKGROUND_PANEL_GAP).toBe(10);
    expect([0, 1, 2, 3].map(panelRightOffset)).toEqual([0, 370, 740, 1110]);
  });

  it("R25.142 R25.143 the product's two panel titles and the CANCEL action", () => {
    expect(IMPORTING_RELEASE_BUNDLE_TITLE).toBe('Importing Release Bundle');
    expect(deployingTitle(3)).toBe('DEPLOYING 3 FILE(S)');
    expect(deployingTitle(1)).toBe('DEPLOYING 1 FILE(S)');
    expect(CANCEL_TEXT).toBe('CANCEL');
  });
});
