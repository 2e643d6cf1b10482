import {
  customUrlBaseProblem,
  type GeneralConfigDetails,
  generalConfigMessages,
  generalConfigTestIds,
  SERVER_NAME_MAX_LENGTH,
  serverNameProblem,
  uploadLimitProblem,
} from '@arca/contract';
import { problemRule, toast } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Switch, theme } from 'antd';
import { useState } from 'react';
import { useResetConfirmation } from '../../../shared/forms/use-reset-confirmation.tsx';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard.tsx';
import { ApiError } from '../../../shared/http/index.ts';
import { useSaveGeneralConfig } from '../api/general-config.ts';
import {
  type GeneralConfigFormValues,
  generalConfigBody,
  generalConfigChanged,
  generalConfigFormValues,
} from '../general-config-form-values.ts';
import { LogoField } from './logo-field.tsx';

/** The field a refusal of the server names, so its message shows beside that field. */
const fieldOfMessage: Record<string, keyof GeneralConfigFormValues> = {
  [generalConfigMessages.serverNameRequired]: 'serverName',
  [generalConfigMessages.serverNameTooLong]: 'serverName',
  [generalConfigMessages.customUrlBaseInvalid]: 'customUrlBase',
  [generalConfigMessages.uploadLimitInvalid]: 'fileUploadMaxSizeMb',
};

const fieldStyle = { maxWidth: 560 } as const;

/** The general configuration, saved together; the logo changes on its own, as soon as it is chosen. */
export function GeneralConfigForm({ details }: { details: GeneralConfigDetails }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [form] = Form.useForm<GeneralConfigFormValues>();
  const [saved, setSaved] = useState(() => generalConfigFormValues(details.settings));
  const [current, setCurrent] = useState<Partial<GeneralConfigFormValues>>(saved);
  const save = useSaveGeneralConfig();
  const dirty = generalConfigChanged(saved, current);
  const guard = useUnsavedChangesGuard(dirty);
  const [confirmReset, resetDialog] = useResetConfirmation();

  const submit = (values: GeneralConfigFormValues) => {
    save.mutate(generalConfigBody({ ...saved, ...current, ...values }), {
      onSuccess: (answer) => {
        const stored = generalConfigFormValues(answer.settings);
        setSaved(stored);
        setCurrent(stored);
        form.setFieldsValue(stored);
        toast(message, { type: 'success', content: generalConfigMessages.saved });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOfMessage[error.message] : undefined;
        if (field) form.setFields([{ name: field, errors: [error.message] }]);
      },
    });
  };

  const reset = () => {
    form.setFieldsValue(saved);
    setCurrent(saved);
    save.reset();
  };

  const refusal = save.error && !(save.error instanceof ApiError && fieldOfMessage[save.error.message]);
  return (
    <Flex vertical gap={token.marginLG}>
      {guard}
      {resetDialog}
      <Form<GeneralConfigFormValues>
        form={form}
        layout="vertical"
        initialValues={saved}
        disabled={save.isPending}
        onValuesChange={(_changed, all) => setCurrent(all)}
        onFinish={submit}
        requiredMark={false}
        data-testid={generalConfigTestIds.form}
      >
        <Flex vertical gap={token.marginLG}>
          {refusal ? <Alert type="error" showIcon title={save.error?.message} /> : null}
          <Card title="Server">
            <Form.Item
              name="serverName"
              label="Server name"
              required
              extra="Shown in the header and at the end of every page title."
              rules={[problemRule<string | undefined>((v) => serverNameProblem(v ?? ''))]}
              style={fieldStyle}
            >
              <Input
                maxLength={SERVER_NAME_MAX_LENGTH}
                autoComplete="off"
                data-testid={generalConfigTestIds.serverName}
              />
            </Form.Item>
            <Form.Item
              name="customUrlBase"
              label="Custom URL base"
              extra={
                details.defaultUrlBase
                  ? `The address people reach this server at, used in the links the console builds. Leave blank to use ${details.defaultUrlBase}.`
                  : 'The address people reach this server at, used in the links the console builds. Leave blank to use the address of the page.'
              }
              rules={[problemRule<string | undefined>((v) => customUrlBaseProblem(v ?? ''))]}
              style={{ ...fieldStyle, marginBottom: 0 }}
            >
              <Input
                placeholder={details.defaultUrlBase ?? 'https://arca.example.com'}
                autoComplete="off"
                data-testid={generalConfigTestIds.customUrlBase}
              />
            </Form.Item>
          </Card>
          <Card title="Logo">
            <LogoField logoUrl={details.logoUrl} />
          </Card>
          <Card title="Access and help">
            <Form.Item
              name="anonAccessEnabled"
              label="Allow anonymous access"
              valuePropName="checked"
              extra="People who are not signed in may browse and download what the anonymous user is permitted to. The same setting as in the security configuration."
            >
              <Switch data-testid={generalConfigTestIds.anonAccess} />
            </Form.Item>
            <Form.Item
              name="helpLinksEnabled"
              label="Show help links"
              valuePropName="checked"
              extra="Links to the documentation in the console."
              style={{ marginBottom: 0 }}
            >
              <Switch data-testid={generalConfigTestIds.helpLinks} />
            </Form.Item>
          </Card>
          <Card title="Uploads">
            <Form.Item
              name="fileUploadMaxSizeMb"
              label="File upload limit (MB)"
              required
              extra="The largest file the console's deploy accepts; 0 sets no limit. Package clients and the REST API are not limited by it."
              rules={[problemRule<number | null | undefined>(uploadLimitProblem)]}
              style={{ marginBottom: 0 }}
            >
              <InputNumber<number>
                min={0}
                precision={0}
                style={{ width: 200 }}
                data-testid={generalConfigTestIds.uploadLimit}
              />
            </Form.Item>
          </Card>
          <Flex gap={token.marginSM}>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={!dirty}
              data-testid={generalConfigTestIds.save}
            >
              Save
            </Button>
            <Button onClick={() => confirmReset(reset)} disabled={!dirty || save.isPending}>
              Reset
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Flex>
  );
}
