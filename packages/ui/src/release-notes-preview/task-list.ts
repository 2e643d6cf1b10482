import type MarkdownIt from 'markdown-it';

const TASK_MARKER = /^\[([ xX])\][ \u00a0]/;

/**
 * R25.137: GitHub-style task lists (`- [ ] todo`, `- [x] done`) become disabled checkboxes. A core rule
 * on the token stream rather than a plugin package: the first text of a list item's paragraph loses its
 * `[ ] ` marker and an html_inline token with the checkbox takes its place. html_inline tokens are
 * emitted as they are even with `html: false`, which only stops the *source* from carrying HTML.
 */
export const taskListPlugin = (md: InstanceType<typeof MarkdownIt>): void => {
  md.core.ruler.after('inline', 'task_list', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i += 1) {
      const inline = tokens[i];
      const paragraph = tokens[i - 1];
      const item = tokens[i - 2];
      if (inline?.type !== 'inline' || paragraph?.type !== 'paragraph_open' || item?.type !== 'list_item_open') {
        continue;
      }
      const first = inline.children?.[0];
      const match = first?.type === 'text' ? TASK_MARKER.exec(first.content) : null;
      if (!first || !match || !inline.children) continue;
      first.content = first.content.slice(match[0].length);
      const checkbox = new state.Token('html_inline', '', 0);
      checkbox.content = `<input type="checkbox" disabled${match[1] === ' ' ? '' : ' checked'}> `;
      inline.children.unshift(checkbox);
      item.attrJoin('class', 'task-list-item');
    }
    return false;
  });
};
