import { ClockCircleOutlined, ControlOutlined, SearchOutlined } from '@ant-design/icons';
import { isLoggedIn } from '@arca/contract';
import { PlainTag, PlainText } from '@arca/ui';
import { AutoComplete, Button, Flex, Input, type InputRef, Select, Space, Tooltip, theme } from 'antd';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { useProjectContext } from '../../shared/http/project-context.ts';
import { isReleaseBundlesPath, paths } from '../../shared/routing/paths.ts';
import type { RecentSearch } from '../../shared/search/recent-searches.ts';
import {
  type SearchCategoryKey,
  searchCategories,
  searchCategoryKeys,
  searchCategoryOutcome,
} from '../../shared/search/search-categories.ts';
import {
  fromSearchParams,
  parseQuery,
  type ReadOptions,
  SEARCH_TYPE_PARAM,
  type SearchModel,
  serializeQuery,
  toSearchParams,
} from '../../shared/search/search-model.ts';
import {
  archiveSearchRule,
  isSearchEnabled,
  MIN_PACKAGE_QUERY_LENGTH,
  modelForNewType,
  packageSearchRule,
  type SearchEnableRule,
} from '../../shared/search/search-rules.ts';
import { useRecentSearches } from '../../shared/search/use-recent-searches.ts';
import type { DisabledReason, VisibilityOutcome } from '../../shared/visibility/index.ts';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';

// The advanced search's form (antd's Form, Radio, Checkbox) loads when the dialog first opens, not
// with every screen of the layout.
const AdvancedSearchModal = lazy(async () => ({
  default: (await import('../../features/search/index.ts')).AdvancedSearchModal,
}));

export const SEARCH_INPUT_LABEL = 'Search';
export const SEARCH_CATEGORY_LABEL = 'Search category';

const enableRules: Partial<Record<SearchCategoryKey, SearchEnableRule>> = {
  packages: packageSearchRule,
  artifactoryRetention: archiveSearchRule,
};

/** Archive search reads the shared `path` key as its archive path (R11.36). */
const readOptions = (category: SearchCategoryKey): ReadOptions =>
  category === 'artifactoryRetention' ? { pathKey: 'archivePath' } : {};

/**
 * Where a category's results open (R11.12, R11.14): packages in their browser, every other category
 * on its own results page, except a security-compliance search started from an admin page, which
 * goes to / (R11.15).
 */
function resultsPathOf(category: SearchCategoryKey, fromPath: string): string {
  if (category === 'packages') return paths.packages();
  if (category === 'artifacts') return paths.artifactSearchResults();
  if (category === 'securityCompliance' && isAdminPath(fromPath)) return paths.root();
  return searchCategories[category].resultsPath ?? paths.root();
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function reasonText(reason: DisabledReason): string {
  switch (reason.code) {
    case 'license':
      return reason.message;
    case 'anonymous':
      return 'Log in to search here';
    case 'condition':
      return reason.condition === 'project'
        ? 'Not available while a specific project is selected; choose All projects'
        : 'Not available on this instance';
  }
}

/** What to type, by example, in each category. */
const placeholders: Record<SearchCategoryKey, string> = {
  packages: 'Search packages, e.g. lodash pkgType:npm',
  artifacts: 'Search artifacts, e.g. app-*.jar repo:libs-release',
  builds: 'Search builds by name',
  releaseBundles: 'Search release bundles by name',
  securityCompliance: 'Search by CVE or component, e.g. cve:CVE-2021-44228',
  artifactoryRetention: 'Search the archive by name',
  pipelines: 'Search pipelines by name',
};

interface Offered {
  key: SearchCategoryKey;
  outcome: VisibilityOutcome;
}

/** The header's global search (packages-and-search.md §2 Search): category, query text, recent searches, advanced search. */
export function SearchToolbar() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const context = useVisibilityContext();
  const user = useCurrentUser().data;
  const username = user && isLoggedIn(user) ? user.name : undefined;
  const projectKey = useProjectContext((state) => state.project.projectKey);
  const recent = useRecentSearches(username);

  const offered: Offered[] = useMemo(
    () =>
      searchCategoryKeys
        .map((key) => ({ key, outcome: searchCategoryOutcome(searchCategories[key], context) }))
        .filter(({ outcome }) => outcome.kind !== 'hidden'),
    [context],
  );
  const usable = (key: SearchCategoryKey) =>
    offered.some((item) => item.key === key && item.outcome.kind === 'visible');
  const fallback = offered.find((item) => item.outcome.kind === 'visible')?.key;

  const [chosen, setChosen] = useState<SearchCategoryKey | undefined>(undefined);
  const category = chosen !== undefined && usable(chosen) ? chosen : (fallback ?? 'packages');
  const [query, setQuery] = useState('');
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // The recent list is opened by the box and closed by us too: a search that joins the list while it
  // runs would otherwise open it over the results it leads to.
  const [recentOpen, setRecentOpen] = useState(false);
  // Enter on a highlighted recent search selects it; the key press must not also run the typed text.
  const selecting = useRef(false);
  const inputRef = useRef<InputRef>(null);

  // Whatever page a search or a link opens, the recent list does not stay over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each navigation is the point.
  useEffect(() => setRecentOpen(false), [location.key]);

  // R17.05: entering a release-bundles page switches the toolbar to release bundles.
  useEffect(() => {
    if (isReleaseBundlesPath(location.pathname)) setChosen('releaseBundles');
  }, [location.pathname]);

  // A results page opened from a link or the history shows its search in the toolbar.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const type = params.get(SEARCH_TYPE_PARAM);
    if (!type || !(searchCategoryKeys as readonly string[]).includes(type)) return;
    const key = type as SearchCategoryKey;
    if (location.pathname !== resultsPathOf(key, location.pathname)) return;
    setChosen(key);
    setQuery(serializeQuery(fromSearchParams(params, readOptions(key)).model));
  }, [location.pathname, location.search]);

  // Admins may run any package search; the three-character floor keeps everyone else's broad scans cheap (R11.29).
  const privileged = user?.admin === true;
  const canSearch = (key: SearchCategoryKey, text: string) =>
    usable(key) &&
    isSearchEnabled({ query: text, privileged, model: parseQuery(text, readOptions(key)) }, enableRules[key]);

  const run = (key: SearchCategoryKey, text: string, model: SearchModel = parseQuery(text, readOptions(key))) => {
    if (!canSearch(key, text)) return;
    recent.remember({ type: key, queryString: text.trim(), searchModel: model, context: projectKey });
    setRecentOpen(false);
    inputRef.current?.blur();
    void navigate(`${resultsPathOf(key, location.pathname)}?${toSearchParams(model, key)}`);
  };

  const restore = (entry: RecentSearch) => {
    const key = (searchCategoryKeys as readonly string[]).includes(entry.type)
      ? (entry.type as SearchCategoryKey)
      : category;
    setChosen(key);
    setQuery(entry.queryString);
    run(key, entry.queryString, entry.searchModel);
  };

  const changeCategory = (key: SearchCategoryKey) => {
    setChosen(key);
    // R11.24: a new type starts afresh, keeping only the name typed so far.
    setQuery(serializeQuery(modelForNewType(parseQuery(query, readOptions(category)))));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    if (selecting.current) {
      selecting.current = false;
      return;
    }
    run(category, query);
  };

  const advancedModel = useMemo(() => parseQuery(query, readOptions(category)), [query, category]);
  const enabled = canSearch(category, query);
  const needsMore =
    category === 'packages' && !privileged && query.trim() !== '' && !enabled
      ? `Type at least ${MIN_PACKAGE_QUERY_LENGTH} characters, * and ? aside`
      : undefined;

  const typed = query.trim().toLowerCase();
  const shownRecent = recent.searches.filter((entry) => entry.queryString.toLowerCase().includes(typed));
  const recentOptions =
    shownRecent.length === 0
      ? []
      : [
          {
            label: (
              <Flex justify="space-between" align="center">
                <span>Recent searches</span>
                <Button
                  type="link"
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    recent.clear();
                  }}
                >
                  Clear
                </Button>
              </Flex>
            ),
            options: shownRecent.map((entry) => ({
              value: entry.id,
              label: (
                <Flex align="center" gap={token.marginXS} data-testid="recent-search">
                  <ClockCircleOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
                  <PlainText ellipsis style={{ flex: 1 }}>
                    {entry.queryString}
                  </PlainText>
                  <PlainTag style={{ marginInlineEnd: 0 }}>
                    {searchCategories[entry.type as SearchCategoryKey]?.label ?? entry.type}
                  </PlainTag>
                </Flex>
              ),
            })),
          },
        ];

  if (offered.length === 0) return null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers and for jsdom.
    <div role="search" style={{ flex: '1 1 auto', maxWidth: 640, minWidth: 0 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<SearchCategoryKey>
          id="arca-search-category"
          aria-label={SEARCH_CATEGORY_LABEL}
          value={category}
          onChange={changeCategory}
          popupMatchSelectWidth={false}
          style={{ width: 150, flex: 'none' }}
          options={offered.map(({ key, outcome }) => ({
            value: key,
            disabled: outcome.kind === 'disabled',
            label:
              outcome.kind === 'disabled' ? (
                <Tooltip title={reasonText(outcome.reason)} placement="right">
                  <span>{searchCategories[key].label}</span>
                </Tooltip>
              ) : (
                searchCategories[key].label
              ),
          }))}
        />
        <AutoComplete
          id="arca-search-query"
          value={query}
          options={recentOptions}
          open={recentOpen && recentOptions.length > 0}
          onOpenChange={setRecentOpen}
          defaultActiveFirstOption={false}
          popupMatchSelectWidth
          onChange={(value: string) => {
            if (!recent.searches.some((entry) => entry.id === value)) setQuery(value);
          }}
          onSelect={(id: string) => {
            const entry = recent.searches.find((item) => item.id === id);
            if (!entry) return;
            selecting.current = true;
            // A mouse pick has no key press to swallow: forget the flag once this event is over.
            setTimeout(() => {
              selecting.current = false;
            });
            restore(entry);
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Input
            aria-label={SEARCH_INPUT_LABEL}
            ref={inputRef}
            placeholder={placeholders[category]}
            prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextTertiary }} />}
            allowClear
          />
        </AutoComplete>
        <Tooltip title={needsMore ?? (enabled ? undefined : 'Type something to search for')}>
          <Button
            aria-label="Run search"
            icon={<SearchOutlined />}
            disabled={!enabled}
            onClick={() => run(category, query)}
          />
        </Tooltip>
        <Tooltip title="Advanced search">
          <Button aria-label="Advanced search" icon={<ControlOutlined />} onClick={() => setAdvancedOpen(true)} />
        </Tooltip>
      </Space.Compact>
      {/* Mounted only while open: a closed dialog left in the page would lend its title to other dialogs. */}
      {advancedOpen ? (
        <Suspense fallback={null}>
          <AdvancedSearchModal
            open
            category={category}
            model={advancedModel}
            onCancel={() => setAdvancedOpen(false)}
            onApply={(model) => {
              setAdvancedOpen(false);
              const text = serializeQuery(model);
              setQuery(text);
              run(category, text, model);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
