import { REPO_KEY_MAX_LENGTH, repoKeyProblem, specMessages } from '@arca/contract';
import { Form, Input, Select } from 'antd';
import { useAdministeredProjects } from '../../../shared/management/project-queries.ts';
import { packageTypeText } from '../repository-catalogue.ts';

export interface GeneralFieldsProps {
  isNew: boolean;
  packageType: string;
  /** Only a generic local repository has a lead-file pattern. */
  leadFilePattern: boolean;
}

const keyRules = [
  { required: true, whitespace: true, message: specMessages.requiredField },
  {
    // R26.09, R26.28, R26.29: the contract's rule and messages, the same the server applies.
    validator: (_rule: unknown, value: string | undefined) => {
      const problem = value ? repoKeyProblem(value) : undefined;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The fields of every kind: key, package type, texts, patterns and project. */
export function GeneralFields({ isNew, packageType, leadFilePattern }: GeneralFieldsProps) {
  const { licensed, projects, isPending } = useAdministeredProjects();
  const projectOptions = [
    { value: '', label: 'No project' },
    ...(projects ?? []).map((project) => ({
      value: project.project_key,
      label: `${project.display_name} (${project.project_key})`,
    })),
  ];
  return (
    <>
      <Form.Item
        label="Repository key"
        name="key"
        rules={isNew ? keyRules : []}
        extra={isNew ? 'Letters, digits, . and -, starting with a letter or a digit.' : undefined}
      >
        <Input readOnly={!isNew} maxLength={REPO_KEY_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Package type" htmlFor="repository-package-type">
        <Input id="repository-package-type" value={packageTypeText(packageType)} readOnly />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input maxLength={1024} />
      </Form.Item>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea rows={3} maxLength={8192} />
      </Form.Item>
      <Form.Item
        label="Include patterns"
        name="includesPattern"
        extra="Comma-separated artifact patterns such as org/acme/**/*.jar. Only matching artifacts are served."
      >
        <Input maxLength={1024} />
      </Form.Item>
      <Form.Item
        label="Exclude patterns"
        name="excludesPattern"
        extra="Comma-separated artifact patterns. Matching artifacts are not served."
      >
        <Input maxLength={1024} />
      </Form.Item>
      {leadFilePattern ? (
        <Form.Item
          label="Lead file pattern"
          name="leadFilePattern"
          extra="Files matching it are package versions, e.g. [name]/[version]/[name]-[version].zip. Without one, no package is listed."
        >
          <Input maxLength={1024} placeholder="[name]/[version]/[name]-[version].zip" />
        </Form.Item>
      ) : null}
      {/* Below the projects licence there are no projects to pick (the server refuses them). */}
      {licensed ? (
        <Form.Item label="Project" name="projectKey">
          <Select options={projectOptions} loading={isPending} showSearch optionFilterProp="label" />
        </Form.Item>
      ) : null}
    </>
  );
}
