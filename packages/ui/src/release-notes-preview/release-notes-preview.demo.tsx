import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { ReleaseNotesPreview } from './release-notes-preview.tsx';
import type { PreviewLanguage } from './types.ts';

type Sample = PreviewLanguage | 'Empty';

const samples: Record<PreviewLanguage, string> = {
  Markdown: [
    '# spring-boot-starter-web 3.3.1',
    '',
    'Promoted from `libs-snapshot` to **libs-release** by *alice*.',
    '',
    '## Checklist',
    '',
    '- [x] Xray scan passed',
    '- [x] Signed with the release key',
    '- [ ] Published to docker-remote mirror',
    '',
    '| Artifact | Size |',
    '| --- | --- |',
    '| spring-boot-starter-web-3.3.1.jar | 4.2 KB |',
    '',
    '<script>alert("not run")</script>',
  ].join('\n'),
  Asciidoc: [
    '= @babel/core 7.24.0',
    '',
    '== Fixes',
    '',
    '* Faster source maps in `npm-local`',
    '* [x] Security review done',
    '',
    'NOTE: Requires Node 18 or later.',
  ].join('\n'),
  'Plain Text': 'lodash 4.17.21\n\n- Fixed prototype pollution in zipObjectDeep\n- <b>tags</b> stay as text',
};

function ReleaseNotesPreviewExample() {
  const [sample, setSample] = useState<Sample>('Markdown');
  return (
    <Flex vertical gap={12}>
      <Segmented<Sample>
        aria-label="Release notes language"
        options={['Markdown', 'Asciidoc', 'Plain Text', 'Empty']}
        value={sample}
        onChange={setSample}
      />
      {sample === 'Empty' ? (
        <ReleaseNotesPreview content="" language="Markdown" />
      ) : (
        <ReleaseNotesPreview content={samples[sample]} language={sample} height={280} />
      )}
    </Flex>
  );
}

export const releaseNotesPreviewDemo: DemoEntry = {
  id: 'release-notes-preview',
  title: 'Release notes preview',
  description:
    'Release notes in Markdown (with a task list), Asciidoc or plain text, rendered in a sandboxed frame; and the empty case.',
  Component: ReleaseNotesPreviewExample,
};
