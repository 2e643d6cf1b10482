import type { RepositoryClass } from '@arca/contract';
import { Alert, Button, Card, Flex, Form, type FormInstance, theme } from 'antd';
import { kindText } from '../repository-catalogue.ts';
import type { RepositoryFormValues } from '../repository-form-values.ts';
import { GeneralFields } from './general-fields.tsx';
import { RemoteFields } from './remote-fields.tsx';
import { VirtualFields } from './virtual-fields.tsx';

export interface RepositoryFormProps {
  form: FormInstance<RepositoryFormValues>;
  kind: RepositoryClass;
  packageType: string;
  isNew: boolean;
  initialValues: RepositoryFormValues;
  /** The failure of the last save, with the server's message. */
  error: Error | null;
  saving: boolean;
  /** False while nothing has changed on edit: there is nothing to save. */
  canSave: boolean;
  /** The upstream URL now leads to another host than the stored one. */
  urlMoved: boolean;
  onValuesChange: (changed: Partial<RepositoryFormValues>, all: Partial<RepositoryFormValues>) => void;
  onSubmit: (values: RepositoryFormValues) => void;
  onCancel: () => void;
}

/** A repository's settings: those of every kind, then those of its own kind. */
export function RepositoryForm(props: RepositoryFormProps) {
  const { token } = theme.useToken();
  const { kind } = props;
  return (
    <Form<RepositoryFormValues>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.saving}
      onValuesChange={props.onValuesChange}
      onFinish={props.onSubmit}
      style={{ maxWidth: 960 }}
    >
      <Flex vertical gap={token.marginLG}>
        {props.error ? <Alert type="error" showIcon title={props.error.message} /> : null}
        <Card title="General">
          <GeneralFields
            isNew={props.isNew}
            packageType={props.packageType}
            leadFilePattern={props.packageType === 'generic' && (kind === 'local' || kind === 'federated')}
          />
        </Card>
        {kind === 'remote' ? (
          <Card title="Upstream">
            <RemoteFields isNew={props.isNew} urlMoved={props.urlMoved} />
          </Card>
        ) : null}
        {kind === 'virtual' ? (
          <Card title="Repositories">
            <VirtualFields packageType={props.packageType} />
          </Card>
        ) : null}
        <Flex gap={token.marginSM}>
          <Button type="primary" htmlType="submit" loading={props.saving} disabled={!props.canSave}>
            {props.isNew ? `Create ${kindText(kind).toLowerCase()} repository` : 'Save'}
          </Button>
          <Button onClick={props.onCancel}>Cancel</Button>
        </Flex>
      </Flex>
    </Form>
  );
}
