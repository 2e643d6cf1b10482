import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { testIds } from '@arca/contract';
import { Button, Tooltip } from 'antd';
import { useThemeMode } from '../theme/use-theme-mode.ts';

/** Switches between the light and the dark theme; the choice outlives the session. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggle}
        data-testid={testIds.layout.themeToggle}
      />
    </Tooltip>
  );
}
