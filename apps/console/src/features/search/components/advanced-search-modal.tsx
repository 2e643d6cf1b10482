import { Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import type { SearchCategoryKey } from '../../../shared/search/search-categories.ts';
import type { SearchModel } from '../../../shared/search/search-model.ts';
import {
  type ArtifactSearchType,
  artifactSearchTypeLabels,
  artifactSearchTypeOf,
  artifactSearchTypes,
  gavcOf,
  gavcText,
} from '../api/artifact-search.ts';
import { useAvailablePackages, useRepoData } from '../api/search-pickers.ts';

export interface AdvancedSearchModalProps {
  open: boolean;
  category: SearchCategoryKey;
  model: SearchModel;
  /** The model the form describes; the toolbar writes it back into the query text. */
  onApply: (model: SearchModel) => void;
  onCancel: () => void;
}

interface FormValues {
  name?: string;
  description?: string;
  version?: string;
  tags?: string[];
  packageType?: string;
  searchType?: ArtifactSearchType;
  checksum?: string;
  properties?: string[];
  g?: string;
  a?: string;
  v?: string;
  c?: string;
  searchClassOnly?: boolean;
  excludeInnerClasses?: boolean;
  repositories?: string[];
}

/** Properties are edited one `key=value` a line in a tag input; several values of a key gather into a list. */
function propertiesOf(entries: readonly string[] | undefined): SearchModel['properties'] {
  const result: Record<string, string[]> = {};
  for (const entry of entries ?? []) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const key = entry.slice(0, at).trim();
    const value = entry.slice(at + 1).trim();
    if (key && value) result[key] = [...(result[key] ?? []), value];
  }
  const pairs = Object.entries(result).map(([key, values]) => [key, values.length === 1 ? values[0] : values]);
  return pairs.length ? Object.fromEntries(pairs) : undefined;
}

function propertyEntries(properties: SearchModel['properties']): string[] {
  return Object.entries(properties ?? {}).flatMap(([key, value]) =>
    (typeof value === 'string' ? [value] : value).map((item) => `${key}=${item}`),
  );
}

function initialValues(category: SearchCategoryKey, model: SearchModel): FormValues {
  if (category !== 'artifacts')
    return {
      name: model.name,
      packageType: model.packageType,
      version: model.version,
      tags: model.tags ? [...model.tags] : [],
      description: model.description,
    };
  return {
    name: model.name,
    searchType: artifactSearchTypeOf(model),
    checksum: model.checksum,
    properties: propertyEntries(model.properties),
    ...gavcOf(model.packageSpecificQuery),
    searchClassOnly: model.searchClassOnly === true,
    excludeInnerClasses: model.excludeInnerClasses === true,
    repositories: model.repositories ? [...model.repositories] : [],
  };
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function modelOf(category: SearchCategoryKey, values: FormValues): SearchModel {
  if (category === 'packages') {
    return {
      name: blank(values.name),
      packageType: blank(values.packageType),
      version: blank(values.version),
      tags: values.tags?.length ? values.tags : undefined,
      description: blank(values.description),
    };
  }
  if (category !== 'artifacts') return { name: blank(values.name) };
  const searchType = values.searchType ?? 'quick';
  const repositories = values.repositories?.length ? values.repositories : undefined;
  const typed: Record<ArtifactSearchType, SearchModel> = {
    quick: { name: blank(values.name) },
    // Options left off are left out of the query text, as empty values are.
    archive: {
      name: blank(values.name),
      searchClassOnly: values.searchClassOnly || undefined,
      excludeInnerClasses: values.excludeInnerClasses || undefined,
    },
    checksum: { checksum: blank(values.checksum) },
    properties: { properties: propertiesOf(values.properties) },
    gavc: { packageSpecificQuery: gavcText(values) },
  };
  // Quick is the default, so it is left out of the query text rather than spelled out.
  return { ...typed[searchType], artifactsSearchType: searchType === 'quick' ? undefined : searchType, repositories };
}

/** The advanced search: the model of the chosen category as a form, per field rather than as query text. */
export function AdvancedSearchModal({ open, category, model, onApply, onCancel }: AdvancedSearchModalProps) {
  const [form] = Form.useForm<FormValues>();
  const searchType = Form.useWatch('searchType', form) ?? 'quick';
  const packageTypes = useAvailablePackages(open && category === 'packages');
  const repoData = useRepoData(open && category === 'artifacts');

  useEffect(() => {
    if (open) form.setFieldsValue({ ...emptyValues, ...initialValues(category, model) });
  }, [open, category, model, form]);

  return (
    <Modal open={open} title="Advanced search" okText="Search" onOk={() => form.submit()} onCancel={onCancel}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onApply(modelOf(category, values))}
        style={{ marginTop: 16 }}
      >
        {category === 'artifacts' ? (
          <>
            <Form.Item name="searchType" label="Search by">
              <Radio.Group
                optionType="button"
                options={artifactSearchTypes.map((type) => ({ value: type, label: artifactSearchTypeLabels[type] }))}
              />
            </Form.Item>
            {searchType === 'quick' ? (
              <Form.Item name="name" label="Name" extra="* and ? match any characters, e.g. app-*.jar">
                <Input placeholder="app-*.jar" autoFocus />
              </Form.Item>
            ) : null}
            {searchType === 'archive' ? (
              <>
                <Form.Item
                  name="name"
                  label="Entry name"
                  extra="A file inside jars, zips, wheels and tarballs; * and ? match any characters, e.g. *Logger.class"
                >
                  <Input placeholder="*Logger.class" autoFocus />
                </Form.Item>
                <Form.Item name="searchClassOnly" valuePropName="checked" style={{ marginBottom: 4 }}>
                  <Checkbox>Search class files only</Checkbox>
                </Form.Item>
                <Form.Item name="excludeInnerClasses" valuePropName="checked">
                  <Checkbox>Exclude inner classes</Checkbox>
                </Form.Item>
              </>
            ) : null}
            {searchType === 'checksum' ? (
              <Form.Item name="checksum" label="Checksum" extra="A SHA-256, SHA-1 or MD5 digest">
                <Input placeholder="e3b0c442…" style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            ) : null}
            {searchType === 'properties' ? (
              <Form.Item name="properties" label="Properties" extra="One key=value per entry; press Enter after each">
                <Select
                  mode="tags"
                  open={false}
                  suffixIcon={null}
                  placeholder="build.name=web"
                  aria-label="Properties"
                />
              </Form.Item>
            ) : null}
            {searchType === 'gavc' ? (
              <>
                <Form.Item name="g" label="Group ID">
                  <Input placeholder="org.acme" />
                </Form.Item>
                <Form.Item name="a" label="Artifact ID">
                  <Input placeholder="app" />
                </Form.Item>
                <Form.Item name="v" label="Version">
                  <Input placeholder="1.0.0" />
                </Form.Item>
                <Form.Item name="c" label="Classifier">
                  <Input placeholder="sources" />
                </Form.Item>
              </>
            ) : null}
            <Form.Item name="repositories" label="Repositories" extra="Leave empty to search every repository">
              <Select
                id="arca-advanced-search-repositories"
                mode="multiple"
                allowClear
                aria-label="Repositories"
                placeholder="All repositories"
                loading={repoData.isPending}
                options={(repoData.data?.repositories ?? []).map((repo) => ({ value: repo.key, label: repo.key }))}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="name" label="Name">
            <Input autoFocus />
          </Form.Item>
        )}
        {category === 'packages' ? (
          <>
            <Form.Item name="packageType" label="Package type">
              <Select
                id="arca-advanced-search-package-type"
                allowClear
                aria-label="Package type"
                placeholder="Any type"
                loading={packageTypes.isPending}
                options={(packageTypes.data?.packageTypes ?? []).map((type) => ({
                  value: type.packageType,
                  label: `${type.packageType} (${type.packagesCount})`,
                }))}
              />
            </Form.Item>
            <Form.Item name="version" label="Version">
              <Input />
            </Form.Item>
            <Form.Item name="tags" label="Tags">
              <Select mode="tags" open={false} suffixIcon={null} aria-label="Tags" />
            </Form.Item>
            <Form.Item name="description" label="Description">
              <Input />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}

/** Every field, so values left from another category never leak into this one. */
const emptyValues: FormValues = {
  name: undefined,
  description: undefined,
  version: undefined,
  tags: [],
  packageType: undefined,
  searchType: 'quick',
  checksum: undefined,
  properties: [],
  g: undefined,
  a: undefined,
  v: undefined,
  c: undefined,
  searchClassOnly: false,
  excludeInnerClasses: false,
  repositories: [],
};
