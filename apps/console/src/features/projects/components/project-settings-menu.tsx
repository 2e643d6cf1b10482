import { Menu, type MenuProps, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  type ProjectSettingsSection,
  paths,
  projectSettingsSections,
  projectSettingsSectionTitles,
} from '../../../shared/routing/paths.ts';

export function sectionLabel(section: ProjectSettingsSection): string {
  return projectSettingsSectionTitles[section];
}

/** The project settings sidebar: one link per section. */
export function ProjectSettingsMenu({ projectKey, section }: { projectKey: string; section: ProjectSettingsSection }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const items: MenuProps['items'] = projectSettingsSections.map((entry) => ({
    key: entry,
    label: <Link to={paths.adminProjectSettings(projectKey, entry)}>{projectSettingsSectionTitles[entry]}</Link>,
  }));
  return (
    <nav aria-label="Project settings" style={{ width: 200, flexShrink: 0 }}>
      <Menu
        mode="inline"
        selectedKeys={[section]}
        items={items}
        style={{ borderInlineEnd: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}
        // Enter on a focused entry reaches the item, not the link inside it; the link handles clicks.
        onClick={({ key, domEvent }) => {
          const fromLink = domEvent.target instanceof Element && domEvent.target.closest('a') !== null;
          const next = projectSettingsSections.find((candidate) => candidate === key);
          if (next && !fromLink) void navigate(paths.adminProjectSettings(projectKey, next));
        }}
      />
    </nav>
  );
}
