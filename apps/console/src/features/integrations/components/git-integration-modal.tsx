import { CheckCircleFilled } from '@ant-design/icons';
import {
  type GitIntegration,
  type GitIntegrationForm,
  type GitVendor,
  type IntegrationProduct,
  integrationMessages,
} from '@arca/contract';
import { toast } from '@arca/ui';
import { Alert, App, Button, Flex, Form, Input, Modal, Popover, Steps, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leadsElsewhere } from '../../../shared/forms/url-origin.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateIntegration, useTestIntegration, useUpdateIntegration } from '../api/integration-mutations.ts';
import { SelectServiceStep } from './select-service-step.tsx';

interface FormValues {
  integrationName: string;
  url: string;
  userName: string;
  token: string;
}

/** What the modal opens on: a new integration of a vendor, an existing one, or its service step. */
export type GitIntegrationModalTarget =
  | { mode: 'create'; vendor: GitVendor }
  | { mode: 'edit'; vendor: GitVendor; integration: GitIntegration }
  | { mode: 'selectService'; vendor: GitVendor; integration: GitIntegration };

export interface GitIntegrationModalProps {
  target: GitIntegrationModalTarget | undefined;
  /** The services installed on this platform; the others are shown disabled. */
  installed: readonly string[];
  onClose: () => void;
}

const CREDENTIAL_FIELDS: readonly (keyof FormValues)[] = ['url', 'userName', 'token'];

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The git integration modal (packages-and-search.md §2): step one creates or edits the
 * integration behind a connection test, step two selects the service that uses it. Closing
 * forgets everything, so the next opening starts clean (R14.31).
 */
export function GitIntegrationModal({ target, installed, onClose }: GitIntegrationModalProps) {
  if (!target) return null;
  const key = target.mode === 'create' ? `new-${target.vendor.name}` : target.integration.integrationKey;
  return <GitIntegrationDialog key={`${target.mode}-${key}`} target={target} installed={installed} onClose={onClose} />;
}

function GitIntegrationDialog({
  target,
  installed,
  onClose,
}: GitIntegrationModalProps & { target: GitIntegrationModalTarget }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as Partial<FormValues> | undefined;
  const vendor = target.vendor;
  const editing = target.mode === 'edit';
  const [created, setCreated] = useState<GitIntegration | undefined>(
    target.mode === 'selectService' ? target.integration : undefined,
  );
  // An edited integration passed its test when it was stored; changing its credentials asks again.
  const [tested, setTested] = useState(editing);
  const [testPopover, setTestPopover] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const testCall = useTestIntegration();
  const createCall = useCreateIntegration();
  const updateCall = useUpdateIntegration();
  const step = created ? 1 : 0;

  const initialValues: FormValues =
    target.mode === 'create'
      ? { integrationName: '', url: vendor.defaultUrl, userName: '', token: '' }
      : {
          integrationName: target.integration.integrationName,
          url: target.integration.url,
          userName: target.integration.userName ?? '',
          token: '',
        };

  const formOf = (current: FormValues): GitIntegrationForm => ({
    integrationName: current.integrationName ?? '',
    url: current.url ?? '',
    token: current.token ?? '',
    ...(vendor.needsUserName ? { userName: current.userName ?? '' } : {}),
    vendorName: vendor.id,
    ...(target.mode === 'edit' ? { integrationKey: target.integration.integrationKey } : {}),
  });

  const filled = (name: keyof FormValues) => (values?.[name] ?? '').trim() !== '';
  // The server keeps the stored token only for its own origin: a URL that leads elsewhere needs it again.
  const url = (values?.url ?? initialValues.url).trim();
  const movedTo = editing && leadsElsewhere(initialValues.url, url) ? new URL(url).origin : undefined;
  const keepsToken = editing && movedTo === undefined;
  const valid =
    filled('integrationName') &&
    filled('url') &&
    (keepsToken || filled('token')) &&
    (!vendor.needsUserName || filled('userName'));

  /** R14.33: a reset clears the tested flag and its popover together. */
  const resetTest = () => {
    setTested(false);
    setTestPopover(undefined);
  };

  const runTest = async () => {
    setFailure(undefined);
    try {
      const current = await form.validateFields();
      const result = await testCall.mutateAsync(formOf(current));
      setTested(true);
      setTestPopover(integrationMessages.testSucceeded(result.userName));
    } catch (error) {
      if (error instanceof Error) {
        resetTest();
        setFailure(errorText(error));
      }
    }
  };

  const save = async () => {
    const current = await form.validateFields().catch(() => undefined);
    if (!current) return;
    setFailure(undefined);
    if (target.mode === 'edit') {
      try {
        const body = { ...formOf(current), products: target.integration.products };
        await updateCall.mutateAsync({ key: target.integration.integrationKey, body });
        toast(message, {
          type: 'success',
          content: integrationMessages.withKey(integrationMessages.updated, target.integration.integrationKey),
        });
        onClose();
      } catch (error) {
        toast(message, { type: 'error', content: integrationMessages.updateFailed });
        setFailure(errorText(error));
      }
      return;
    }
    try {
      const { integrationKey } = await createCall.mutateAsync(formOf(current));
      toast(message, {
        type: 'success',
        content: integrationMessages.withKey(integrationMessages.created, integrationKey),
      });
      setTestPopover(undefined);
      setCreated({
        integrationKey,
        integrationName: current.integrationName.trim(),
        url: current.url.trim(),
        // Bitbucket's later updates need the user name again; the token stays on the server.
        ...(vendor.needsUserName ? { userName: (current.userName ?? '').trim() } : {}),
        vendor: vendor.name,
        vendorName: vendor.id,
        integrationType: 1,
        tokenSet: true,
        products: [],
        createdOn: Date.now(),
        updatedOn: Date.now(),
      });
    } catch (error) {
      toast(message, { type: 'error', content: integrationMessages.createFailed });
      setFailure(errorText(error));
    }
  };

  const selectService = async (product: IntegrationProduct) => {
    if (!created) return;
    try {
      await updateCall.mutateAsync({
        key: created.integrationKey,
        body: {
          integrationName: created.integrationName,
          url: created.url,
          vendorName: vendor.id,
          ...(created.userName ? { userName: created.userName } : {}),
          products: [...new Set([...created.products, product])],
        },
      });
      toast(message, {
        type: 'success',
        content: integrationMessages.withKey(integrationMessages.updated, created.integrationKey),
      });
      onClose();
      // R14.30: the scanner's repository selection follows a connection to it.
      if (product === 'xray') {
        void navigate(paths.gitRepoScanSelectRepos({ vcsType: vendor.name, integrationId: created.integrationKey }));
      }
    } catch {
      toast(message, { type: 'error', content: integrationMessages.updateFailed });
    }
  };

  const busy = createCall.isPending || updateCall.isPending;
  const title = editing ? `Edit ${vendor.displayName} integration` : `Connect ${vendor.displayName}`;
  const footer =
    step === 0 ? (
      <Flex justify="space-between" align="center">
        <Popover
          content={
            testPopover ? (
              <span>
                <CheckCircleFilled style={{ color: token.colorSuccess, marginInlineEnd: token.marginXS }} />
                {testPopover}
              </span>
            ) : null
          }
          open={testPopover !== undefined}
          placement="bottomLeft"
        >
          <Button onClick={() => void runTest()} loading={testCall.isPending} disabled={!valid}>
            Test Connection
          </Button>
        </Popover>
        <Flex gap="small">
          <Button onClick={onClose}>Cancel</Button>
          {/* R14.34: the test button is always shown here, so an invalid or untested form cannot be saved. */}
          <Button type="primary" onClick={() => void save()} loading={busy} disabled={!valid || !tested}>
            {editing ? 'Save' : 'Create'}
          </Button>
        </Flex>
      </Flex>
    ) : (
      <Button onClick={onClose}>Skip for now</Button>
    );

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} width={560} destroyOnHidden maskClosable={false}>
      {editing ? null : (
        <Steps
          size="small"
          current={step}
          style={{ margin: '8px 0 24px' }}
          items={[{ title: 'Integration details' }, { title: 'Select a service' }]}
        />
      )}
      {step === 0 ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          requiredMark="optional"
          onValuesChange={(changed: Partial<FormValues>) => {
            setFailure(undefined);
            if (CREDENTIAL_FIELDS.some((field) => field in changed)) resetTest();
          }}
        >
          <Form.Item
            name="integrationName"
            label="Integration Name"
            rules={[{ required: true, whitespace: true, message: integrationMessages.integrationNameRequired }]}
          >
            <Input placeholder={`e.g. ${vendor.displayName} main`} autoFocus />
          </Form.Item>
          <Form.Item
            name="url"
            label="URL"
            extra={`The API address, e.g. ${vendor.defaultUrl}`}
            rules={[{ required: true, whitespace: true, message: integrationMessages.urlRequired }]}
          >
            <Input />
          </Form.Item>
          {vendor.needsUserName ? (
            <Form.Item
              name="userName"
              label="User Name"
              rules={[{ required: true, whitespace: true, message: integrationMessages.userNameRequired }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          ) : null}
          <Form.Item
            name="token"
            label="Token"
            extra={
              movedTo
                ? integrationMessages.tokenForNewUrl(movedTo)
                : editing
                  ? 'Leave empty to keep the stored token.'
                  : undefined
            }
            rules={keepsToken ? [] : [{ required: true, whitespace: true, message: integrationMessages.tokenRequired }]}
          >
            <Input.Password autoComplete="new-password" placeholder={keepsToken ? '••••••••' : undefined} />
          </Form.Item>
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
        </Form>
      ) : created ? (
        <SelectServiceStep
          integration={created}
          installed={installed}
          busy={updateCall.isPending}
          onSelect={(product) => void selectService(product)}
        />
      ) : null}
    </Modal>
  );
}
