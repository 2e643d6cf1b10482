import { Flex, Typography } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import { CodeSnippet } from './code-snippet.tsx';

const npmConfig = `# Resolve packages through Arca
npm config set registry https://arca.example.com/api/npm/npm-remote/
npm login --registry=https://arca.example.com/api/npm/npm-local/ \\
  --auth-type=web
npm install lodash @babel/core --save`;

const npmrc = `registry=https://arca.example.com/api/npm/npm-remote/
//arca.example.com/api/npm/:_authToken=\${NPM_TOKEN}
always-auth=true`;

function CodeSnippetExample() {
  return (
    <Flex vertical gap={12}>
      <CodeSnippet code={npmConfig} prompt title="npm configuration" />
      <Typography.Text type="secondary">Without prompts, as a file (.npmrc):</Typography.Text>
      <CodeSnippet code={npmrc} language="text" title=".npmrc" />
    </Flex>
  );
}

export const codeSnippetDemo: DemoEntry = {
  id: 'code-snippet',
  title: 'Code snippet',
  description:
    'Set-up commands with $ prompts and line numbers; Copy copies the commands without prompts, Expand opens a 900 px dialog.',
  Component: CodeSnippetExample,
};
