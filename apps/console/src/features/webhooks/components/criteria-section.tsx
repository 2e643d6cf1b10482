import { IncludeExcludePatterns, type PatternsValue, splitPatterns } from '@arca/ui';
import { Card, Checkbox, Col, Flex, Form, Row, Select, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useRepositorySummaries } from '../../../shared/management/queries.ts';
import { useBuildNames, useBuildsMatching, useReleaseBundlesMatching } from '../api/webhook-queries.ts';
import type { PatternSection } from '../webhook-form-values.ts';
import { webhookGutter, webhookWideColumn } from './webhook-layout.ts';

const sectionTitles: Record<NonNullable<PatternSection>, string> = {
  repositories: 'Repositories',
  builds: 'Builds',
  releaseBundles: 'Release bundles',
};

/** R21.05–R21.07, R21.09: what the chosen domain's events are filtered on, with include/exclude patterns. */
export function CriteriaSection({ section }: { section: NonNullable<PatternSection> }) {
  return (
    <Card title={sectionTitles[section]}>
      {section === 'repositories' ? <RepositoryCriteria /> : null}
      {section === 'builds' ? <BuildCriteria /> : null}
      {section === 'releaseBundles' ? <ReleaseBundleCriteria /> : null}
      <Form.Item name="patterns" noStyle>
        <PatternsField />
      </Form.Item>
    </Card>
  );
}

/** Fed by Form.Item: the shared pattern editor over `{includesPattern, excludesPattern}`. */
function PatternsField(props: { value?: PatternsValue; onChange?: (value: PatternsValue) => void }) {
  return (
    <IncludeExcludePatterns
      value={props.value ?? { includesPattern: '', excludesPattern: '' }}
      onChange={(value) => props.onChange?.(value)}
      headingLevel={5}
    />
  );
}

function RepositoryCriteria() {
  const repositories = useRepositorySummaries();
  const options = useMemo(
    () =>
      (repositories.data ?? [])
        .filter((repository) => repository.type !== 'VIRTUAL')
        .map((repository) => ({ value: repository.key, label: repository.key })),
    [repositories.data],
  );
  return (
    <Row gutter={webhookGutter}>
      <Col span={24}>
        <Form.Item
          label="Any repository of a kind"
          extra="Choose kinds, specific repositories or both; with neither, no event matches."
          style={{ marginBottom: 12 }}
        >
          <Flex gap={16} wrap>
            <Form.Item name="anyLocal" valuePropName="checked" noStyle>
              <Checkbox>Any local</Checkbox>
            </Form.Item>
            <Form.Item name="anyRemote" valuePropName="checked" noStyle>
              <Checkbox>Any remote</Checkbox>
            </Form.Item>
            <Form.Item name="anyFederated" valuePropName="checked" noStyle>
              <Checkbox>Any federated</Checkbox>
            </Form.Item>
          </Flex>
        </Form.Item>
      </Col>
      <Col {...webhookWideColumn}>
        <Form.Item
          name="repoKeys"
          label="Specific repositories"
          extra="Events of these repositories, whatever their kind."
        >
          <Select
            mode="multiple"
            allowClear
            options={options}
            loading={repositories.isPending}
            placeholder="Choose repositories"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

function BuildCriteria() {
  const anyBuild = Form.useWatch<boolean | undefined>('anyBuild') ?? false;
  const names = useBuildNames(!anyBuild);
  const { includes, excludes } = usePatternLists();
  const matching = useBuildsMatching(anyBuild ? [] : includes, excludes);
  return (
    <Row gutter={webhookGutter}>
      <Col span={24}>
        <Form.Item name="anyBuild" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox>Any build</Checkbox>
        </Form.Item>
      </Col>
      {anyBuild ? null : (
        <>
          <Col {...webhookWideColumn}>
            <Form.Item name="selectedBuilds" label="Selected builds">
              <Select
                mode="multiple"
                allowClear
                options={names.map((name) => ({ value: name, label: name }))}
                placeholder="Choose builds"
              />
            </Form.Item>
          </Col>
          <PatternReach label="Builds the patterns reach" names={matching.names} />
        </>
      )}
    </Row>
  );
}

/** The names the include and exclude patterns reach, as the server works them out (R21.24, R21.26). */
function PatternReach({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <Col span={24}>
      <section aria-label={label} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{label}: </Typography.Text>
        {names.length === 0 ? (
          <Typography.Text type="secondary">none</Typography.Text>
        ) : (
          names.map((name) => (
            <Tag key={name} bordered={false}>
              {name}
            </Tag>
          ))
        )}
      </section>
    </Col>
  );
}

/** The include and exclude patterns of the form, as lists. */
function usePatternLists() {
  const patterns = Form.useWatch<PatternsValue | undefined>('patterns');
  const includes = useMemo(() => splitPatterns(patterns?.includesPattern), [patterns?.includesPattern]);
  const excludes = useMemo(() => splitPatterns(patterns?.excludesPattern), [patterns?.excludesPattern]);
  return { includes, excludes };
}

function ReleaseBundleCriteria() {
  const anyReleaseBundle = Form.useWatch<boolean | undefined>('anyReleaseBundle') ?? false;
  const { includes, excludes } = usePatternLists();
  const matching = useReleaseBundlesMatching(anyReleaseBundle ? [] : includes, excludes);
  return (
    <Row gutter={webhookGutter}>
      <Col span={24}>
        <Form.Item name="anyReleaseBundle" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox>Any release bundle</Checkbox>
        </Form.Item>
      </Col>
      {anyReleaseBundle ? null : (
        <>
          <Col {...webhookWideColumn}>
            <Form.Item name="releaseBundles" label="Release bundles" extra="Type a name and press Enter.">
              <Select mode="tags" allowClear open={false} suffixIcon={null} placeholder="Release bundle names" />
            </Form.Item>
          </Col>
          <PatternReach label="Release bundles the patterns reach" names={matching.names} />
        </>
      )}
    </Row>
  );
}
