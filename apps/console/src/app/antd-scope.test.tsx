import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withAntd } from './router.tsx';

const page = (text: string) => () => <p>{text}</p>;

describe('antd loads with the first screen drawn with it', () => {
  it('a screen route loads antd beside its code and renders inside antd; a plain route is left alone', async () => {
    const plain: RouteObject = {
      path: '/login',
      lazy: async () => ({ Component: page('login') }),
      handle: { plain: true },
    };
    const screenRoute: RouteObject = { path: '/packages', lazy: async () => ({ Component: page('packages') }) };
    const [plainAfter, screenAfter] = withAntd([plain, screenRoute]);

    expect(plainAfter).toBe(plain);
    const lazy = screenAfter?.lazy;
    if (typeof lazy !== 'function') throw new Error('the screen route lost its lazy loader');
    const { Component } = await lazy();
    if (!Component) throw new Error('the screen route lost its component');
    const { container } = render(<Component />);
    expect(screen.getByText('packages')).toBeTruthy();
    // antd's App wraps the screen: its notifications and modals carry the theme.
    expect(container.querySelector('.ant-app')?.textContent).toBe('packages');
  });
});
