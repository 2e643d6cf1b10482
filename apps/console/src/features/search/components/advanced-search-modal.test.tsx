import { searchRoutes, versionDetailRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

async function pickArtifactsCategory(view: ReturnType<typeof renderApp>) {
  const combobox = await screen.findByRole('combobox', { name: 'Search category' });
  await view.user.click(combobox);
  const option = await waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const found = [
      ...(list?.closest('.ant-select-dropdown')?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
    ].find((item) => item.textContent === 'Artifacts');
    if (!found) throw new Error('Artifacts is not offered yet');
    return found;
  });
  await view.user.click(option);
}

describe('the advanced archive search', () => {
  it('takes an entry name and the class options, runs the archive search and opens again as it was left', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...startupHandlers(regularUser),
      mockCall(versionDetailRoutes.repoData, () => ({ repositories: [] })),
      mockCall(searchRoutes.archive, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return {
          results: [{ entry: 'org/acme/Logger.class', archiveUris: ['http://h/artifactory/api/storage/libs/log.jar'] }],
        };
      }),
    );
    const view = renderApp('/404');
    await pickArtifactsCategory(view);
    await view.user.click(await screen.findByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Archive' }).closest('label') as HTMLElement);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Entry name' }), '*Logger.class');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Search class files only' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(view.currentPath()).toBe(
        '/artifactSearchResults?name=*Logger.class&searchType=archive&searchClassOnly=true&type=artifacts',
      ),
    );
    expect(await screen.findByRole('link', { name: 'log.jar' })).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ name: '*Logger.class', searchClassOnly: 'true' });

    await view.user.click(await screen.findByRole('button', { name: 'Advanced search' }));
    const reopened = await screen.findByRole('dialog', { name: 'Advanced search' });
    await waitFor(() =>
      expect((within(reopened).getByRole('textbox', { name: 'Entry name' }) as HTMLInputElement).value).toBe(
        '*Logger.class',
      ),
    );
    expect((within(reopened).getByRole('radio', { name: 'Archive' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(reopened).getByRole('checkbox', { name: 'Search class files only' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(reopened).getByRole('checkbox', { name: 'Exclude inner classes' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
