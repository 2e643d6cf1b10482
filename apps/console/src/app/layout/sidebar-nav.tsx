import { DownOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DisabledEntry } from '../navigation/disabled-entry.tsx';
import type { ResolvedMenuItem } from '../navigation/menu-model.ts';
import './sidebar-nav.css';

export interface SidebarNavProps {
  entries: readonly ResolvedMenuItem[];
  /** The leaves the current page belongs to. */
  selectedKeys: readonly string[];
  /** Nested groups whose entries are shown. */
  openKeys: readonly string[];
  onToggleGroup: (key: string) => void;
  /** Icons only: titles are kept for screen readers and shown as tooltips. */
  collapsed: boolean;
  /** A collapsed sidebar cannot show a group's entries: opening one widens the sidebar first. */
  onExpand: () => void;
}

type EntryProps = Omit<SidebarNavProps, 'entries'> & { entry: ResolvedMenuItem };

/** An icon is decoration: the entry's title names it (antd icons would add their own label). */
function EntryIcon({ icon }: { icon: ReactNode }) {
  return icon ? (
    <span className="arca-sidenav-icon" aria-hidden="true">
      {icon}
    </span>
  ) : null;
}

/** The entry's title: visible, or only for screen readers (with a tooltip) in a collapsed sidebar. */
function EntryLabel({ children, collapsed }: { children: ReactNode; collapsed: boolean }) {
  return <span className={collapsed ? 'arca-visually-hidden' : 'arca-sidenav-label'}>{children}</span>;
}

function withTooltip(collapsed: boolean, title: string, node: ReactNode) {
  return collapsed ? (
    <Tooltip title={title} placement="right">
      {node}
    </Tooltip>
  ) : (
    node
  );
}

/** A page of the console: a link, marked as the current page when the visitor is on it. */
function LeafEntry({ entry, selectedKeys, collapsed }: EntryProps) {
  const { item, outcome, to } = entry;
  if (outcome.kind === 'disabled') {
    return (
      <span className="arca-sidenav-entry" data-disabled="true">
        <EntryIcon icon={item.icon} />
        {collapsed ? (
          <EntryLabel collapsed>{item.title}</EntryLabel>
        ) : (
          <DisabledEntry reason={outcome.reason}>{item.title}</DisabledEntry>
        )}
      </span>
    );
  }
  if (!to) {
    return (
      <span className="arca-sidenav-entry">
        <EntryIcon icon={item.icon} />
        <EntryLabel collapsed={collapsed}>{item.title}</EntryLabel>
      </span>
    );
  }
  const current = selectedKeys.includes(item.key);
  return withTooltip(
    collapsed,
    item.title,
    <Link to={to} className="arca-sidenav-entry" aria-current={current ? 'page' : undefined}>
      <EntryIcon icon={item.icon} />
      <EntryLabel collapsed={collapsed}>{item.title}</EntryLabel>
    </Link>,
  );
}

function holdsCurrentPage(entry: ResolvedMenuItem, selectedKeys: readonly string[]): boolean {
  return entry.children.some((child) =>
    child.children.length > 0 ? holdsCurrentPage(child, selectedKeys) : selectedKeys.includes(child.item.key),
  );
}

/** A group inside a section (e.g. User Management): a button that shows or hides its entries. */
function NestedGroup({ entry, depth, ...shared }: EntryProps & { depth: number }) {
  const { openKeys, onToggleGroup, collapsed, onExpand, selectedKeys } = shared;
  const listId = useId();
  const open = !collapsed && openKeys.includes(entry.item.key);
  const toggle = () => {
    // Collapsed, the group is shown open in the widened sidebar, whatever it was before.
    const alreadyOpen = openKeys.includes(entry.item.key);
    if (collapsed) onExpand();
    if (!collapsed || !alreadyOpen) onToggleGroup(entry.item.key);
  };
  return (
    <>
      {withTooltip(
        collapsed,
        entry.item.title,
        <button
          type="button"
          className="arca-sidenav-entry"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          data-holds-current={holdsCurrentPage(entry, selectedKeys) || undefined}
          onClick={toggle}
        >
          <EntryIcon icon={entry.item.icon} />
          <EntryLabel collapsed={collapsed}>{entry.item.title}</EntryLabel>
          {collapsed ? null : <DownOutlined aria-hidden className="arca-sidenav-chevron" rotate={open ? 180 : 0} />}
        </button>,
      )}
      {open ? <EntryList id={listId} entries={entry.children} depth={depth + 1} {...shared} /> : null}
    </>
  );
}

/**
 * A top-level group (e.g. Administration): a titled list, its title a link when it leads
 * somewhere. Collapsed to icons, the title stays for screen readers only, so it is no link then
 * (a link nobody sees would still take the keyboard's focus).
 */
function Section({ entry, ...shared }: EntryProps) {
  const titleId = useId();
  const { item, to } = entry;
  return (
    <>
      <div id={titleId} className={shared.collapsed ? 'arca-visually-hidden' : 'arca-sidenav-section-title'}>
        {to && !shared.collapsed ? <Link to={to}>{item.title}</Link> : item.title}
      </div>
      <EntryList entries={entry.children} depth={1} labelledBy={titleId} {...shared} />
    </>
  );
}

interface EntryListProps extends Omit<EntryProps, 'entry'> {
  entries: readonly ResolvedMenuItem[];
  /** 0 for the sidebar itself, where groups are sections; deeper groups open and close. */
  depth: number;
  id?: string;
  labelledBy?: string;
}

function EntryList({ entries, depth, id, labelledBy, ...shared }: EntryListProps) {
  return (
    <ul id={id} className="arca-sidenav-list" data-depth={depth} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.item.key}>
          {entry.children.length === 0 ? (
            <LeafEntry entry={entry} {...shared} />
          ) : depth === 0 ? (
            <Section entry={entry} {...shared} />
          ) : (
            <NestedGroup entry={entry} depth={depth} {...shared} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The sidebar's entries as navigation: lists of links (WCAG: a menu role promises application-menu
 * keys, and its items may not hold links), top-level groups as titled sections, nested groups as
 * buttons that show or hide their entries. Tab moves through them like any page's links.
 */
export function SidebarNav({ entries, ...shared }: SidebarNavProps) {
  return <EntryList entries={entries} depth={0} {...shared} />;
}
