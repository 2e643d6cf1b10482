import { describe, expect, it } from 'vitest';
import { bundleStatusDisplay, isDownloadable, isInProgress } from './support-bundle-status.ts';

describe('support bundle status', () => {
  it('R15.02 gives every server status a label and a display class', () => {
    expect(bundleStatusDisplay('in progress')).toEqual({ label: 'In progress', displayClass: 'processing' });
    expect(bundleStatusDisplay('success')).toEqual({ label: 'Ready', displayClass: 'success' });
    expect(bundleStatusDisplay('failure')).toEqual({ label: 'Failed', displayClass: 'error' });
  });

  it('shows a status it does not know as it came, in a neutral class', () => {
    expect(bundleStatusDisplay('archived')).toEqual({ label: 'archived', displayClass: 'default' });
    expect(bundleStatusDisplay('toString')).toEqual({ label: 'toString', displayClass: 'default' });
  });

  it('offers the download only for a finished bundle and polls only for one being written', () => {
    expect(['in progress', 'success', 'failure'].filter(isDownloadable)).toEqual(['success']);
    expect(['in progress', 'success', 'failure'].filter(isInProgress)).toEqual(['in progress']);
  });
});
