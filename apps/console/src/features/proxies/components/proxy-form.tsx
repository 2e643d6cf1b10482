import { proxyMessages } from '@arca/contract';
import { problemRule } from '@arca/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
  theme,
} from 'antd';
import type { ProxyFormValues } from '../proxy-form-values.ts';
import { hostProblem, keyProblem, portProblem, redirectHostsProblem } from '../proxy-rules.ts';

export interface ProxyFormProps {
  form: FormInstance<ProxyFormValues>;
  isNew: boolean;
  initialValues: ProxyFormValues;
  /** Whether a password is stored: a blank password field then keeps it. */
  passwordSet: boolean;
  /** The address the proxy now leads to, where the stored password is never sent: it must be entered again. */
  movedTo?: string | undefined;
  /** Keys already used, for the 'This name already exist' check of a new proxy. */
  takenKeys: readonly string[];
  error: Error | null;
  saving: boolean;
  canSave: boolean;
  onValuesChange: (changed: Partial<ProxyFormValues>, all: Partial<ProxyFormValues>) => void;
  onSubmit: (values: ProxyFormValues) => void;
  onCancel: () => void;
}

const fieldColumn = { xs: 24, sm: 18, md: 12, lg: 8 } as const;
const gutter: [number, number] = [24, 0];

/** A proxy's settings: where it listens, how to authenticate to it, and where redirects may lead. */
export function ProxyForm(props: ProxyFormProps) {
  const { token } = theme.useToken();
  const keepsPassword = props.passwordSet && props.movedTo === undefined;
  return (
    <Form<ProxyFormValues>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.saving}
      onValuesChange={props.onValuesChange}
      onFinish={props.onSubmit}
      requiredMark="optional"
      scrollToFirstError
    >
      <Flex vertical gap={token.marginLG}>
        {props.error ? <Alert type="error" showIcon title={props.error.message} /> : null}
        <Card title="General">
          <Row gutter={gutter}>
            <Col {...fieldColumn}>
              <Form.Item
                name="key"
                label="Key"
                required
                rules={[
                  problemRule<string | undefined>((v) => keyProblem(v ?? '', props.isNew ? props.takenKeys : [])),
                ]}
              >
                <Input disabled={!props.isNew} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={gutter}>
            <Col {...fieldColumn}>
              <Form.Item
                name="host"
                label="Host"
                required
                rules={[problemRule<string | undefined>((v) => hostProblem(v ?? ''))]}
              >
                <Input placeholder="proxy.example.com" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8} md={6} lg={6}>
              <Form.Item
                name="port"
                label="Port"
                required
                rules={[problemRule<number | null | undefined>(portProblem)]}
              >
                <InputNumber<number> min={1} max={65535} precision={0} style={{ width: '100%' }} placeholder="3128" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="platformDefault"
            label="Platform default"
            valuePropName="checked"
            extra="Used by remote repositories and webhooks that name no proxy. Only one proxy is the default."
            style={{ marginBottom: 0 }}
          >
            <Switch />
          </Form.Item>
        </Card>

        <Card title="Authentication">
          <Row gutter={gutter}>
            <Col {...fieldColumn}>
              <Form.Item name="username" label="User name">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...fieldColumn}>
              <Form.Item
                name="password"
                label="Password"
                extra={
                  props.movedTo
                    ? proxyMessages.passwordForNewAddress(props.movedTo)
                    : keepsPassword
                      ? 'A password is stored. Leave blank to keep it.'
                      : undefined
                }
                rules={props.movedTo ? [{ required: true, message: proxyMessages.mandatory }] : []}
              >
                <Input.Password autoComplete="new-password" placeholder={keepsPassword ? '••••••••' : undefined} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={gutter}>
            <Col {...fieldColumn}>
              <Form.Item name="ntHost" label="NT host">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...fieldColumn}>
              <Form.Item name="ntDomain" label="NT domain">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text type="secondary">
            Arca authenticates to proxies with Basic. The NT host and domain are kept for NTLM settings shared with
            other tools.
          </Typography.Text>
        </Card>

        <Card title="Redirects">
          <Form.Item
            name="redirectedToHosts"
            label="Redirect to hosts"
            extra="Hosts an upstream may redirect to that still receive its credentials. Press Enter after each."
            rules={[problemRule<string[] | undefined>((v) => redirectHostsProblem(v ?? []))]}
            style={{ marginBottom: 0 }}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ']}
              aria-label="Redirect to hosts"
            />
          </Form.Item>
        </Card>

        <Flex gap={token.marginSM} wrap>
          <Button type="primary" htmlType="submit" loading={props.saving} disabled={!props.canSave}>
            {props.isNew ? 'Create proxy' : 'Save'}
          </Button>
          <Button onClick={props.onCancel}>Cancel</Button>
        </Flex>
      </Flex>
    </Form>
  );
}
