import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dataListDemo } from './data-list.demo.tsx';
import { DataList } from './data-list.tsx';
import { DataListModal } from './data-list-modal.tsx';
import type { DataListItem } from './types.ts';

const items: DataListItem[] = [
  { label: 'Name', value: { kind: 'text', text: 'lodash' }, copy: true, dataCy: 'package-name' },
  { label: 'Version', value: { kind: 'text', text: '4.17.21' }, tooltip: 'Latest published version' },
  { label: 'Repository', value: { kind: 'text', text: 'npm-remote' }, url: '/ui/repos/tree/General/npm-remote' },
  { label: 'Homepage', value: { kind: 'url', url: 'https://lodash.com/' } },
  {
    label: 'Keywords',
    value: { kind: 'tags', tags: [{ label: 'modules' }, { label: 'stdlib', url: '/ui/search?q=stdlib' }] },
  },
  { label: 'Checksum', value: { kind: 'text', text: 'secret' }, isHidden: true },
  { label: 'Size', value: { kind: 'text', text: '1.4 MB' }, template: () => <strong>1.4 MB (packed)</strong> },
];

const definitionOf = (label: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === label);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return dd;
};

describe('DataList', () => {
  it('R25.054 shows text, links, url values, tags and templates, and leaves hidden items out', () => {
    render(<DataList items={items} aria-label="Package details" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Version',
      'Repository',
      'Homepage',
      'Keywords',
      'Size',
    ]);
    expect(definitionOf('Name').textContent).toContain('lodash');
    expect(screen.getByRole('link', { name: 'npm-remote' }).getAttribute('href')).toBe(
      '/ui/repos/tree/General/npm-remote',
    );
    expect(screen.getByRole('link', { name: 'https://lodash.com/' }).getAttribute('href')).toBe('https://lodash.com/');
    expect(within(definitionOf('Keywords')).getByText('modules')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'stdlib' }).getAttribute('href')).toBe('/ui/search?q=stdlib');
    expect(within(definitionOf('Size')).getByText('1.4 MB (packed)').tagName).toBe('STRONG');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('R25.054 offers a copy button only for items with the copy flag, and a focusable tooltip icon', async () => {
    const user = userEvent.setup();
    render(<DataList items={items} />);
    expect(within(definitionOf('Name')).getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(within(definitionOf('Version')).queryByRole('button', { name: /copy/i })).toBeNull();

    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Latest published version');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Latest published version');
  });

  it('R25.054 carries dataCy as a data-cy attribute', () => {
    render(<DataList items={items} />);
    expect(definitionOf('Name').parentElement?.dataset.cy).toBe('package-name');
  });

  it('R25.059 R27.32 lays the list out with the reserved label width and gap', () => {
    render(<DataList items={items} aria-label="Package details" />);
    const list = definitionOf('Name').closest('dl');
    expect(list?.style.gridTemplateColumns).toBe('minmax(72px, max-content) minmax(0px, 1fr)');
    expect(list?.style.gap).toBe('6px');
    const tags = within(definitionOf('Keywords')).getByText('modules').closest('span[style]')?.parentElement;
    expect(tags?.style.paddingInlineEnd).toBe('30px');
  });
});

const repositories = ['npm-local', 'npm-remote', 'npm-virtual', 'docker-local'];

function ModalHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show repositories
      </button>
      <DataListModal
        open={open}
        items={repositories}
        column="Repositories"
        object="Permission"
        row="release-deployers"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('DataListModal', () => {
  const openModal = () => screen.findByRole('dialog', { name: "4 Repositories For Permission 'release-deployers'" });
  const listed = () =>
    within(screen.getByRole('list', { name: 'Repositories' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it("R25.055 R25.056 R27.34 is titled '{n} {column} For {object} '{row}'' and 500 wide", async () => {
    render(<ModalHarness />);
    const dialog = await openModal();
    const modal = dialog.closest('.ant-modal') ?? dialog;
    expect((modal as HTMLElement).style.width).toBe('500px');
    expect(listed()).toEqual(repositories);
  });

  it('R25.057 filters the list with * wildcards', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const dialog = await openModal();

    await user.type(within(dialog).getByRole('textbox', { name: 'Filter' }), '*-LOCAL');

    expect(listed()).toEqual(['npm-local', 'docker-local']);
  });

  it("R25.058 shows 'Current filter has no results.' with a Clear filter link that clears it", async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const dialog = await openModal();
    const filter = within(dialog).getByRole('textbox', { name: 'Filter' }) as HTMLInputElement;

    await user.type(filter, 'maven*');

    expect(within(dialog).getByText(/Current filter has no results\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Repositories' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Clear filter' }));
    expect(filter.value).toBe('');
    expect(listed()).toEqual(repositories);
  });

  it('R25.057 starts each opening for another row with an empty filter', async () => {
    const user = userEvent.setup();
    const props = { open: true, items: repositories, column: 'Repositories', object: 'Permission', onClose: () => {} };
    const view = render(<DataListModal {...props} row="release-deployers" />);
    const dialog = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter' }), 'maven*');

    view.rerender(<DataListModal {...props} row="docker-readers" />);

    const next = await screen.findByRole('dialog', { name: "4 Repositories For Permission 'docker-readers'" });
    expect(within(next).getByRole('textbox', { name: 'Filter' })).toHaveProperty('value', '');
    expect(listed()).toEqual(repositories);
  });

  it('demo opens the modal from its button', async () => {
    const user = userEvent.setup();
    const Demo = dataListDemo.Component;
    render(<Demo />);
    expect(dataListDemo.id).toBe('data-list');
    await user.click(screen.getByRole('button', { name: 'Show repositories of release-deployers' }));
    expect(
      await screen.findByRole('dialog', { name: "6 Repositories For Permission 'release-deployers'" }),
    ).toBeTruthy();
  });
});
