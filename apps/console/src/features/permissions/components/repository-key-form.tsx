import type { PermissionResourceType, RepositorySummary } from '@arca/contract';
import { AutoComplete, Button, Form } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useRepositorySummaries } from '../../../shared/management/queries.ts';

interface RepositoryKeyFormProps {
  /** Which repositories the picker offers: build-info ones for builds, bundle ones for release bundles. */
  type: PermissionResourceType;
  initialKey: string;
  onShow: (key: string) => void;
}

/** The package type of the repositories each tab is about; the artifact tab takes every other one. */
const packageTypeOfTab: Partial<Record<PermissionResourceType, string>> = {
  build: 'buildinfo',
  release_bundle: 'releasebundles',
};
const tabPackageTypes = new Set(Object.values(packageTypeOfTab));

/** The repositories a tab offers, by key. */
export function repositoriesForTab(repositories: readonly RepositorySummary[], type: PermissionResourceType): string[] {
  const wanted = packageTypeOfTab[type];
  return repositories
    .filter((repository) => {
      const packageType = repository.packageType.toLowerCase();
      return wanted ? packageType === wanted : !tabPackageTypes.has(packageType);
    })
    .map((repository) => repository.key)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The repository whose effective permissions are shown: a searchable pick from the repositories
 * the server lists, and a key typed in full still counts (a repository the list leaves out).
 */
export function RepositoryKeyForm({ type, initialKey, onShow }: RepositoryKeyFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialKey);
  const [error, setError] = useState<string>();
  const repositories = useRepositorySummaries();
  const keys = useMemo(() => repositoriesForTab(repositories.data ?? [], type), [repositories.data, type]);
  const search = draft.trim().toLowerCase();
  const options = keys.filter((key) => key.toLowerCase().includes(search)).map((key) => ({ value: key, label: key }));
  const show = (chosen = draft) => {
    const key = chosen.trim();
    if (key === '') {
      setError('Choose or enter a repository key');
      return;
    }
    setError(undefined);
    onShow(key);
  };
  return (
    <Form layout="inline" onFinish={() => show()}>
      <Form.Item
        label="Repository key"
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ minWidth: 360 }}
      >
        <AutoComplete
          id={id}
          value={draft}
          options={options}
          placeholder={repositories.isPending ? 'Loading repositories…' : 'Search repositories'}
          aria-invalid={error ? true : undefined}
          style={{ width: 320 }}
          onChange={(value: string) => {
            setDraft(value);
            setError(undefined);
          }}
          onSelect={(value: string) => {
            setDraft(value);
            show(value);
          }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Show
        </Button>
      </Form.Item>
    </Form>
  );
}
