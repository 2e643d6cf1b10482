import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { valuesCellDemo } from './values-cell.demo.tsx';
import { ValuesCell } from './values-cell.tsx';

const repos = ['npm-local', 'npm-remote', 'npm-virtual', 'docker-local', 'docker-remote', 'libs-release'];
const versions = Array.from({ length: 40 }, (_, index) => `1.0.${index}`);

function setupTimers() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

async function openTooltip(user: ReturnType<typeof setupTimers>, name: string) {
  await user.hover(screen.getByRole('button', { name }));
  await advance(400);
  return screen.getByRole('dialog', { name });
}

const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1);

describe('ValuesCell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('R25.038 R25.040 shows the values as tags while they fit', () => {
    render(<ValuesCell values={repos} width={400} />);
    expect(screen.getByText('npm-local')).toBeTruthy();
    expect(screen.getByText('npm-remote')).toBeTruthy();
    expect(screen.queryByText('npm-virtual')).toBeNull();
    expect(screen.getByRole('button', { name: '+4 more' })).toBeTruthy();
  });

  it('R25.040 measures its table cell with a ResizeObserver when no width is given', () => {
    class CellResizeObserver {
      readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        const rect = DOMRect.fromRect({ width: 400, height: 40 });
        vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(rect);
        const entry: ResizeObserverEntry = {
          target,
          contentRect: rect,
          borderBoxSize: [],
          contentBoxSize: [],
          devicePixelContentBoxSize: [],
        };
        this.callback([entry], this);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', CellResizeObserver);
    render(
      <table>
        <tbody>
          <tr>
            <td>
              <ValuesCell values={repos} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByText('npm-remote')).toBeTruthy();
    expect(screen.getByRole('button', { name: '+4 more' })).toBeTruthy();
  });

  it('R25.040 shows every value and no control when all fit', () => {
    render(<ValuesCell values={['lodash', 'react']} width={400} />);
    expect(screen.getByText('lodash')).toBeTruthy();
    expect(screen.getByText('react')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('R25.039 always shows the first value, capped for an ellipsis, even when nothing fits', () => {
    const long = 'spring-boot-starter-web-3.2.1.jar';
    render(<ValuesCell values={[long, 'lodash']} width={150} />);
    const tag = screen.getByText(long);
    expect(tag.getAttribute('title')).toBe(long);
    expect(tag.style.textOverflow).toBe('ellipsis');
    expect(tag.style.maxWidth).toBe(`${150 - 52 - 70}px`);
    expect(screen.getByRole('button', { name: '+1 more' })).toBeTruthy();
  });

  it('R25.041 R25.043 R27.18 opens the +N more tooltip after 400 ms of hover', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} width={400} />);
    await user.hover(screen.getByRole('button', { name: '+4 more' }));
    // Real time also moves the fake clock (shouldAdvanceTime), so the check keeps a margin before 400 ms.
    await advance(250);
    expect(screen.queryByRole('dialog', { name: '+4 more' })).toBeNull();
    await advance(150);
    const dialog = screen.getByRole('dialog', { name: '+4 more' });
    expect(bodyRows(dialog).map((row) => row.textContent)).toEqual([
      'npm-virtual',
      'docker-local',
      'docker-remote',
      'libs-release',
    ]);
  });

  it('R25.043 R27.18 opens the tooltip 400 ms after keyboard focus and closes it on Escape', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} width={400} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+4 more' }));
    // Real time also moves the fake clock (shouldAdvanceTime), so the check keeps a margin before 400 ms.
    await advance(250);
    expect(screen.queryByRole('dialog', { name: '+4 more' })).toBeNull();
    await advance(150);
    expect(screen.getByRole('dialog', { name: '+4 more' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: '+4 more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('R25.043 R27.17 filters the tooltip 300 ms after the last keystroke', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} width={400} />);
    const dialog = await openTooltip(user, '+4 more');

    await user.click(within(dialog).getByRole('textbox', { name: 'Search' }));
    await user.paste('docker');
    await advance(150);
    expect(bodyRows(dialog)).toHaveLength(4);
    await advance(150);
    expect(bodyRows(dialog).map((row) => row.textContent)).toEqual(['docker-local', 'docker-remote']);
  });

  it('R25.044 R25.045 R27.26 pages 16 values at a time with Prev and Next', async () => {
    const user = setupTimers();
    render(<ValuesCell values={versions} width={0} />);
    const dialog = await openTooltip(user, '+39 more');
    expect(bodyRows(dialog)).toHaveLength(16);
    expect(bodyRows(dialog)[0]?.textContent).toBe('1.0.1');
    const prev = within(dialog).getByRole('button', { name: 'Prev' });
    expect(prev.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(bodyRows(dialog)[0]?.textContent).toBe('1.0.17');
    expect(prev.hasAttribute('disabled')).toBe(false);
  });

  it('R25.045 shows no Prev or Next when everything fits on one page', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} width={400} />);
    const dialog = await openTooltip(user, '+4 more');
    expect(within(dialog).queryByRole('button', { name: 'Prev' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('R25.046 R27.43 cycles a column sort none, asc, desc, none on header clicks', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} width={400} />);
    const dialog = await openTooltip(user, '+4 more');
    const header = within(dialog).getByRole('columnheader', { name: 'Value' });
    const names = () => bodyRows(dialog).map((row) => row.textContent);
    expect(header.getAttribute('aria-sort')).toBe('none');

    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['docker-local', 'docker-remote', 'libs-release', 'npm-virtual']);

    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['npm-virtual', 'libs-release', 'docker-remote', 'docker-local']);

    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['npm-virtual', 'docker-local', 'docker-remote', 'libs-release']);
  });

  it('R25.047 shift-click adds a column to the sort and shows its number', async () => {
    const user = setupTimers();
    const values = [
      { value: 'npm-local', type: 'local' },
      { value: 'lodash', type: 'remote' },
      { value: 'docker-local', type: 'local' },
      { value: 'babel', type: 'remote' },
    ];
    const columns = [
      { key: 'type', title: 'Type' },
      { key: 'value', title: 'Repository' },
    ];
    render(<ValuesCell values={values} columns={columns} width={0} />);
    const dialog = await openTooltip(user, '+3 more');
    const typeHeader = within(dialog).getByRole('columnheader', { name: 'Type' });

    await user.click(within(typeHeader).getByRole('button'));
    await user.keyboard('{Shift>}');
    await user.click(within(dialog).getByRole('button', { name: 'Repository' }));
    await user.keyboard('{/Shift}');

    expect(typeHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(within(dialog).getByRole('columnheader', { name: 'Repository 2' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(typeHeader.textContent).toBe('Type1');
    expect(bodyRows(dialog).map((row) => row.textContent)).toEqual([
      'localdocker-local',
      'remotebabel',
      'remotelodash',
    ]);
  });

  it('R25.042 R25.048 in Table mode opens all values in a modal titled with the count', async () => {
    const user = setupTimers();
    render(<ValuesCell values={versions.slice(0, 12)} mode="table" width={200} />);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show All' }));

    const dialog = await screen.findByRole('dialog', { name: '12 Values' });
    expect(within(dialog).getByRole('columnheader', { name: /Value/ })).toBeTruthy();
    expect(within(dialog).getByText('1.0.0')).toBeTruthy();
  });

  it('R25.048 accepts a custom modal title', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} mode="table" width={200} modalTitle="Repositories of lodash" />);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByRole('dialog', { name: 'Repositories of lodash' })).toBeTruthy();
  });

  it('R25.049 R27.33 draws the modal rows 60 px high', async () => {
    const user = setupTimers();
    render(<ValuesCell values={repos} mode="table" width={200} />);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    const dialog = await screen.findByRole('dialog', { name: '6 Values' });
    const row = within(dialog).getByText('npm-remote').closest('tr');
    expect(row?.style.height).toBe('60px');
  });

  it('demo renders both modes', () => {
    const Demo = valuesCellDemo.Component;
    render(<Demo />);
    expect(valuesCellDemo.id).toBe('values-cell');
    expect(screen.getAllByRole('button', { name: 'Show All' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^\+\d+ more$/ }).length).toBeGreaterThan(0);
  });
});
