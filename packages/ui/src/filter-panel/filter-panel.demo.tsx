import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterDefinition, FilterSelection } from './types.ts';

const filters: FilterDefinition[] = [
  {
    key: 'repository',
    title: 'Repository',
    rows: [
      { title: 'npm-local', count: 128 },
      { title: 'npm-remote', count: 2041 },
      { title: 'npm-virtual', count: 2169 },
      { title: 'docker-local', count: 37 },
      { title: 'docker-remote', count: 412 },
      { title: 'libs-release', count: 903 },
      { title: 'libs-snapshot', count: 311 },
      { title: 'pypi-remote', count: 76 },
    ],
  },
  {
    key: 'packageType',
    title: 'Package Type',
    rows: [
      { title: 'npm', count: 4338 },
      { title: 'Docker', count: 449 },
      { title: 'Maven', count: 1214 },
      { title: 'PyPI', count: 76 },
    ],
  },
];

function FilterPanelExample() {
  const [selection, setSelection] = useState<FilterSelection>({ repository: ['npm-local'] });
  const [lastCleared, setLastCleared] = useState<string>('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FilterPanel
        filters={filters}
        selection={selection}
        onSelectionChange={setSelection}
        onClear={(key) => setLastCleared(key)}
      />
      <small>
        Selection: {JSON.stringify(selection)}
        {lastCleared && ` · last cleared filter: ${lastCleared}`}
      </small>
    </div>
  );
}

export const filterPanelDemo: DemoEntry = {
  id: 'filter-panel',
  title: 'Filter panel',
  description: 'Repository and package type filters with search, Show More beyond five rows and Clear all.',
  Component: FilterPanelExample,
};
