import { describe, expect, it } from 'vitest';
import { deploySummary, runLimited } from './deploy-summary.ts';

describe('deploy summary', () => {
  it('reports success with the target when every file arrived', () => {
    expect(
      deploySummary(
        [
          { name: 'a', kind: 'deployed' },
          { name: 'b', kind: 'deployed' },
        ],
        'r/x',
      ),
    ).toEqual({
      type: 'success',
      title: 'Deployed 2 files to r/x',
      description: undefined,
    });
  });

  it('names a failed file with the server’s message, and several failures by count', () => {
    expect(deploySummary([{ name: 'a', kind: 'failed', message: 'Read only' }], 'r')).toEqual({
      type: 'error',
      title: 'Could not deploy a',
      description: 'Read only',
    });
    const several = deploySummary(
      [
        { name: 'a', kind: 'failed', message: 'Read only' },
        { name: 'b', kind: 'failed', message: 'Read only' },
        { name: 'c', kind: 'deployed' },
      ],
      'r',
    );
    expect(several).toEqual({ type: 'error', title: 'Could not deploy 2 of 3 files', description: 'Read only' });
  });

  it('says nothing when everything was cancelled, and counts the cancelled beside a success', () => {
    expect(deploySummary([{ name: 'a', kind: 'cancelled' }], 'r')).toBeUndefined();
    expect(
      deploySummary(
        [
          { name: 'a', kind: 'deployed' },
          { name: 'b', kind: 'cancelled' },
        ],
        'r',
      )?.description,
    ).toBe('1 file cancelled.');
  });

  it('runs at most the limit at once and keeps the results in order', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value;
    };
    expect(await runLimited([1, 2, 3, 4, 5].map(task), 2)).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
