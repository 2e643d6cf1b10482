import { packageTypes } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { packageTypeGlyphs } from './package-type-icon.tsx';

describe('package type icons', () => {
  it('gives every package type of the catalogue an icon of its own key', () => {
    expect(packageTypes.filter((type) => packageTypeGlyphs[type.icon] === undefined).map((type) => type.value)).toEqual(
      [],
    );
  });
});
