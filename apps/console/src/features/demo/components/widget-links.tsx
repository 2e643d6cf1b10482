import { demoEntries } from '@arca/ui/demo';
import { theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/**
 * The playground's widgets as links to each one's own view, the shown one marked current: the
 * sidebar of a component playground. Drawn like the full page's anchor list, a rail with the
 * current entry inked, so switching between the two views keeps the same furniture.
 */
export function WidgetLinks({ currentId }: { currentId: string }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Widgets" style={{ position: 'sticky', top: token.marginLG }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderInlineStart: `2px solid ${token.colorSplit}` }}>
        {demoEntries.map(({ id, title }) => {
          const current = id === currentId;
          return (
            <li
              key={id}
              style={{
                marginInlineStart: -2,
                borderInlineStart: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
              }}
            >
              <Link
                to={paths.demoWidget(id)}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'block',
                  padding: `${token.paddingXXS}px 0 ${token.paddingXXS}px ${token.padding}px`,
                  color: current ? token.colorPrimary : token.colorText,
                }}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
