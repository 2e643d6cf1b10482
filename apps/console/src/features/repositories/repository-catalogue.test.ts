import { describe, expect, it } from 'vitest';
import { creatablePackageTypes, THIS_INSTANCE } from './repository-catalogue.ts';

const offered = (facts = THIS_INSTANCE) =>
  Object.fromEntries(creatablePackageTypes('local', facts).map(({ type, disabled }) => [type.value, disabled]));

describe('the package types a new repository offers', () => {
  it('leaves out the always hidden and the kindless types, and offers the rest on this instance', () => {
    const types = offered();
    expect(types).not.toHaveProperty('helmoci');
    expect(types).not.toHaveProperty('buildinfo');
    expect(types).toMatchObject({ generic: false, maven: false, npm: false, swift: false, huggingfaceml: false });
  });

  it('shows a type the edition disables as not selectable', () => {
    expect(offered({ ...THIS_INSTANCE, flavours: new Set(['freemium']) }).swift).toBe(true);
  });

  it('leaves out a type the server version does not support yet', () => {
    expect(offered({ ...THIS_INSTANCE, version: '7.68.0' })).not.toHaveProperty('huggingfaceml');
  });
});
