import { Flex, Spin } from 'antd';

/** Shown while the application starts (the first guard run waits for the user and footer). */
export function StartupScreen() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description="Starting Arca…" />
    </Flex>
  );
}
