import { describe, expect, it } from 'vitest';
import { readHandle, resolveAccess, resolveTitle } from './route-handle.ts';

describe('readHandle', () => {
  it('keeps the fields it knows and drops the rest', () => {
    expect(readHandle({ title: 'Packages', access: { admin: true, public: 'yes' }, other: 1 })).toEqual({
      title: 'Packages',
      access: { admin: true },
    });
    expect(readHandle(undefined)).toEqual({});
    expect(readHandle({ title: 42 })).toEqual({});
  });
});

describe('resolveAccess', () => {
  it('inherits an admin requirement from any ancestor', () => {
    expect(resolveAccess([{}, { access: { admin: true } }, { title: 'Users' }]).admin).toBe(true);
  });

  it('takes public and auth-screen from the leaf only, an auth screen being public', () => {
    expect(resolveAccess([{ access: { public: true } }, { title: 'Packages' }]).public).toBe(false);
    expect(resolveAccess([{}, { access: { authScreen: true } }])).toEqual({
      public: true,
      authScreen: true,
      admin: false,
    });
  });
});

describe('resolveTitle', () => {
  it('takes the deepest title', () => {
    expect(resolveTitle([{ title: 'Administration' }, {}, { title: 'Users' }, {}])).toBe('Users');
    expect(resolveTitle([{}, {}])).toBeUndefined();
  });
});
