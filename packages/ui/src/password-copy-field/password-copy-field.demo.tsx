import { Flex, Typography } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import { PasswordCopyField } from './password-copy-field.tsx';

/** Stands in for the server: accepts the password 'password' after half a second. */
function checkPassword(secret: string) {
  return (password: string) =>
    new Promise<string>((resolve, reject) => {
      setTimeout(() => {
        if (password === 'password') resolve(secret);
        else reject(new Error('Incorrect password'));
      }, 500);
    });
}

const apiKey = checkPassword('AKCp8nzqWmVxT3f1Q9xYbLc5RkD2uH7sJ4eGaN6pT8vW0yZ');
const npmToken = checkPassword('cmVmdGtuOjAxOjE3NjQ4MDAwMDA6eUp3a1R3Q0x2bWJ0');

function PasswordCopyFieldExample() {
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">The demo password is "password".</Typography.Text>
      <PasswordCopyField label="API key" onSubmit={apiKey} />
      <PasswordCopyField label="npm token for npm-local" onSubmit={npmToken} />
    </Flex>
  );
}

export const passwordCopyFieldDemo: DemoEntry = {
  id: 'password-copy-field',
  title: 'Password-protected copy field',
  description: 'A secret revealed only after re-entering the password (Enter or the arrow sends it), then copyable.',
  Component: PasswordCopyFieldExample,
};
