import { ReleaseNotesPreview } from '@arca/ui';
import { Spin } from 'antd';
import { useReadme } from '../api/package-queries.ts';
import { QuietEmpty } from './quiet-empty.tsx';

/**
 * A version's README, rendered by the release-notes preview: DOMPurify sanitises the markdown's HTML
 * and the sandboxed frame runs no script, so a package's README cannot act in the console.
 */
export function ReadmeView({ versionId, path }: { versionId: string; path: string }) {
  const readme = useReadme(versionId, path, path !== '');
  if (readme.isPending && path !== '') return <Spin />;
  if (!readme.data?.trim()) return <QuietEmpty header="This version has no README" />;
  return <ReleaseNotesPreview content={readme.data} language="Markdown" height={560} />;
}
