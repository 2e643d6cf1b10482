import { demoEntries } from '@arca/ui/demo';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footer, regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

function openPlayground(path: string) {
  server.use(...startupHandlers(regularUser, footer, ['TESTED']));
  return renderApp(path);
}

const widgetList = () => screen.getByRole('navigation', { name: 'Widgets' });

describe('one widget of the playground on its own', () => {
  it('shows only the chosen widget under the playground heading, with a way back to all widgets', async () => {
    openPlayground('/demo?widget=badge');

    const section = await screen.findByRole('region', { name: 'Badges' });
    expect(within(section).getByText('Scanned')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Widget playground' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Widget playground')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All widgets' }).getAttribute('href')).toBe('/ui/demo');
    // Only this widget's section, no other widget's.
    expect(screen.queryByRole('region', { name: 'Data table' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('lists every widget beside it, each leading to its own view, the shown one marked current', async () => {
    const view = openPlayground('/demo?widget=badge');
    await screen.findByRole('region', { name: 'Badges' });

    const links = within(widgetList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(demoEntries.map(({ title }) => title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      demoEntries.map(({ id }) => `/ui/demo?widget=${id}`),
    );
    expect(within(widgetList()).getByRole('link', { current: 'page' }).textContent).toBe('Badges');

    await view.user.click(within(widgetList()).getByRole('link', { name: 'Empty state' }));

    expect(await screen.findByRole('region', { name: 'Empty state' })).toBeTruthy();
    expect(view.currentPath()).toBe('/demo?widget=empty-state');
    expect(screen.queryByRole('region', { name: 'Badges' })).toBeNull();
    expect(within(widgetList()).getByRole('link', { current: 'page' }).textContent).toBe('Empty state');
  });

  it('says so for an id no widget has, and offers the list and the way back instead of any widget', async () => {
    openPlayground('/demo?widget=no-such-widget');

    expect(await screen.findByRole('heading', { level: 2, name: 'Unknown widget' })).toBeTruthy();
    expect(screen.getByText("No widget of the playground has the id 'no-such-widget'.")).toBeTruthy();
    expect(screen.getByText('Choose one from the list, or go back to all widgets.')).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByRole('link', { name: 'All widgets' }).getAttribute('href')).toBe('/ui/demo');
    await waitFor(() => expect(within(widgetList()).getAllByRole('link')).toHaveLength(demoEntries.length));
    expect(within(widgetList()).queryByRole('link', { current: 'page' })).toBeNull();
  });
});
