import { type WebhookDomain, webhookMessages, webhookMethods } from '@arca/contract';
import { problemRule } from '@arca/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  Row,
  Segmented,
  Select,
  Switch,
  Typography,
  theme,
} from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import type { PatternSection, StoredSecrets, WebhookFormValues } from '../webhook-form-values.ts';
import { headerProblem, keyProblem, secretNameProblem, urlProblem } from '../webhook-rules.ts';
import { domainText, eventTypeText } from '../webhook-text.ts';
import { CriteriaSection } from './criteria-section.tsx';
import { NameValueList } from './name-value-list.tsx';
import { webhookFieldColumn, webhookGutter, webhookWideColumn } from './webhook-layout.ts';

export interface WebhookFormProps {
  form: FormInstance<WebhookFormValues>;
  isNew: boolean;
  initialValues: WebhookFormValues;
  /** The secrets and header values the server keeps for this form's URL. */
  stored: StoredSecrets;
  /** What the server kept before the URL moved to another host, and so must be entered again. */
  reenter?: StoredSecrets | undefined;
  /** R21.10: as fetched from the server. */
  domains: readonly WebhookDomain[];
  /** The outbound proxies a handler may name. */
  proxyKeys: readonly string[];
  /** Keys already used, for the 'This name already exist' check of a new webhook. */
  takenKeys: readonly string[];
  patternSection: PatternSection;
  error: Error | null;
  saving: boolean;
  canSave: boolean;
  /** The test action's button. */
  testAction: ReactNode;
  /** What the last test answered, above the buttons. */
  testOutcome: ReactNode;
  onValuesChange: (changed: Partial<WebhookFormValues>, all: Partial<WebhookFormValues>) => void;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel: () => void;
}

const check = (problem: (value: string) => string | undefined) =>
  problemRule<string | undefined>((value) => problem(value ?? ''));

const REENTER_NOTICE =
  'The URL now leads to another host: enter the secret and the header values again. Stored ones are never sent to a new address.';
const REENTER_SECRET = 'Enter the secret again: the stored one is never sent to a new host.';

/** A webhook's settings (R21.03): general, events, what the events are filtered on, and where they go. */
export function WebhookForm(props: WebhookFormProps) {
  const { token } = theme.useToken();
  const domain = Form.useWatch('domain', props.form);
  const handlerType = Form.useWatch('handlerType', props.form) ?? props.initialValues.handlerType;
  const eventTypes = props.domains.find((entry) => entry.domain === domain)?.event_types ?? [];
  const custom = handlerType === 'custom-webhook';
  const reenterSecret = props.reenter?.handlerSecretSet === true;
  const reenterNames = props.reenter?.customSecretNames ?? [];
  return (
    <Form<WebhookFormValues>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.saving}
      onValuesChange={props.onValuesChange}
      onFinish={props.onSubmit}
      scrollToFirstError
    >
      <Flex vertical gap={token.marginLG}>
        {props.error ? <Alert type="error" showIcon title={props.error.message} /> : null}
        <Card title="General">
          <Row gutter={webhookGutter}>
            <Col {...webhookFieldColumn}>
              <Form.Item
                name="key"
                label="Name"
                required
                rules={[check((key) => keyProblem(key, props.isNew ? props.takenKeys : []))]}
                extra={props.isNew ? 'A letter, then letters, digits, _ or -.' : undefined}
              >
                <Input disabled={!props.isNew} autoFocus={props.isNew} placeholder="ci-notify" />
              </Form.Item>
            </Col>
            <Col {...webhookFieldColumn}>
              <Form.Item name="enabled" label="Enabled" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={24} />
            <Col {...webhookWideColumn}>
              <Form.Item
                name="description"
                label="Description"
                rules={[{ max: 1000, message: webhookMessages.descriptionTooLong }]}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder="What this webhook is for" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Events">
          <Row gutter={webhookGutter}>
            <Col {...webhookFieldColumn}>
              <Form.Item
                name="domain"
                label="Event"
                required
                rules={[check((value) => (value ? undefined : webhookMessages.mandatory))]}
              >
                <Select
                  placeholder="Choose an event domain"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={props.domains.map((entry) => ({ value: entry.domain, label: domainText(entry.domain) }))}
                />
              </Form.Item>
            </Col>
            <Col {...webhookWideColumn}>
              <Form.Item
                name="eventTypes"
                label="Event types"
                required
                rules={[{ type: 'array', min: 1, required: true, message: webhookMessages.mandatory }]}
                extra={domain ? undefined : 'Choose an event first.'}
              >
                <EventTypesField options={eventTypes.map((type) => ({ value: type, label: eventTypeText(type) }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        {props.patternSection ? <CriteriaSection section={props.patternSection} /> : null}

        <Card
          title="Delivery"
          extra={
            <Form.Item name="handlerType" noStyle>
              <Segmented
                aria-label="Webhook type"
                options={[
                  { value: 'webhook', label: 'Webhook' },
                  { value: 'custom-webhook', label: 'Custom webhook' },
                ]}
              />
            </Form.Item>
          }
        >
          {props.reenter ? (
            <Alert type="warning" showIcon title={REENTER_NOTICE} style={{ marginBottom: token.marginMD }} />
          ) : null}
          <Row gutter={webhookGutter}>
            {custom ? (
              <Col {...webhookFieldColumn}>
                <Form.Item name="method" label="Method">
                  <Select options={webhookMethods.map((method) => ({ value: method, label: method }))} />
                </Form.Item>
              </Col>
            ) : null}
            <Col {...webhookWideColumn}>
              <Form.Item name="url" label="URL" required rules={[check(urlProblem)]}>
                <Input placeholder="https://ci.example.com/hooks/arca" inputMode="url" />
              </Form.Item>
            </Col>
            <Col {...webhookFieldColumn}>
              <Form.Item
                name="proxy"
                label="Proxy"
                extra="Empty: the platform default proxy, if one is set, else a direct connection."
              >
                <Select
                  allowClear
                  placeholder="No proxy"
                  options={props.proxyKeys.map((key) => ({ value: key, label: key }))}
                />
              </Form.Item>
            </Col>
          </Row>

          {custom ? null : (
            <>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Authentication
              </Typography.Title>
              <Row gutter={webhookGutter}>
                <Col {...webhookFieldColumn}>
                  <Form.Item
                    name="secret"
                    label="Secret"
                    rules={reenterSecret ? [{ required: true, message: REENTER_SECRET }] : []}
                    extra={
                      props.stored.handlerSecretSet
                        ? 'A secret is set. Leave blank to keep it.'
                        : 'Sent in X-JFrog-Event-Auth, or used to sign the body.'
                    }
                  >
                    <Input.Password
                      autoComplete="new-password"
                      placeholder={
                        reenterSecret
                          ? 'Enter the secret again'
                          : props.stored.handlerSecretSet
                            ? '••••••••'
                            : 'No secret'
                      }
                    />
                  </Form.Item>
                  <Form.Item name="useSecretForSigning" valuePropName="checked">
                    <Checkbox>Use secret for signing</Checkbox>
                  </Form.Item>
                </Col>
              </Row>
            </>
          )}

          {custom ? (
            <Section title="Secrets" help="Used in the payload and header values as {{.secrets.name}}.">
              <NameValueList
                name="secrets"
                noun="secret"
                check={(row) =>
                  secretNameProblem(row?.name) ??
                  (!row?.value && reenterNames.includes((row?.name ?? '').trim()) ? REENTER_SECRET : undefined)
                }
                secret
                storedNames={props.stored.customSecretNames}
              />
            </Section>
          ) : null}

          <Section title="Custom headers">
            <NameValueList
              name="headers"
              noun="header"
              check={(row) => headerProblem(row, props.stored.headerNames)}
              secret
              storedNames={props.stored.headerNames}
              storedPlaceholder="A value is set — type to replace it"
            />
          </Section>

          {custom ? (
            <Section
              title="Payload"
              help="A template of the body; {{.data.repo_key}}, {{.event_type}} and secrets are filled in."
            >
              <Form.Item name="payload" style={{ marginBottom: 0 }}>
                <Input.TextArea
                  aria-label="Payload"
                  autoSize={{ minRows: 5, maxRows: 16 }}
                  placeholder='{"text": "{{.event_type}} in {{.data.repo_key}}"}'
                  style={{ fontFamily: token.fontFamilyCode }}
                />
              </Form.Item>
            </Section>
          ) : null}
        </Card>

        {props.testOutcome}
        <Flex gap={token.marginSM} wrap align="flex-start">
          <Button type="primary" htmlType="submit" loading={props.saving} disabled={!props.canSave}>
            {props.isNew ? 'Create webhook' : 'Save'}
          </Button>
          <Button onClick={props.onCancel}>Cancel</Button>
          {props.testAction}
        </Flex>
      </Flex>
    </Form>
  );
}

type CheckboxGroupProps = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * The event-type checkboxes. Form.Item marks its control aria-required, which a plain group may
 * not carry; each checkbox says what it is, and the label's mark says a choice is needed.
 */
function EventTypesField({ 'aria-required': _required, ...props }: CheckboxGroupProps) {
  return <Checkbox.Group {...props} style={{ rowGap: 8 }} />;
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ marginTop: token.marginLG }}>
      <Typography.Title level={5} style={{ marginTop: 0, marginBottom: token.marginXXS }}>
        {title}
      </Typography.Title>
      {help ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginSM }}>
          {help}
        </Typography.Paragraph>
      ) : null}
      {children}
    </section>
  );
}
