import { type RepositoryClass, repositoryClasses } from '@arca/contract';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { kindText } from '../repository-catalogue.ts';

/**
 * One tab per repository kind. They are links, not antd Tabs: each kind has its own address, so a
 * tab can be opened in a new browser tab and the back button walks through them.
 */
export function RepositoryKindTabs({ kind }: { kind: RepositoryClass }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Repository kinds" style={{ marginBottom: token.marginMD }}>
      <Flex gap={token.marginLG} style={{ borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
        {repositoryClasses.map((entry) => {
          const active = entry === kind;
          return (
            <Link
              key={entry}
              to={paths.adminRepositories(entry)}
              aria-current={active ? 'page' : undefined}
              style={{
                padding: `${token.paddingSM}px 0`,
                marginBottom: -token.lineWidth,
                // The text shade of primary: the button blue reads at 2.8:1 on dark surfaces.
                color: active ? token.colorPrimaryText : token.colorText,
                borderBottom: `${token.lineWidthBold}px solid ${active ? token.colorPrimaryText : 'transparent'}`,
                fontWeight: active ? token.fontWeightStrong : undefined,
              }}
            >
              {kindText(entry)}
            </Link>
          );
        })}
      </Flex>
    </nav>
  );
}
