import { SUPPORT_BUNDLE_LIMITS, type SupportBundleService, specMessages, testIds } from '@arca/contract';
import { problemRule } from '@arca/ui';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Typography, theme } from 'antd';
import { useState } from 'react';
import { defaultSupportBundleValues, isoDate, type SupportBundleFormValues } from '../support-bundle-payload.ts';
import {
  dateOrderProblem,
  supportBundleFieldMessages,
  threadDumpCountProblem,
  threadDumpIntervalProblem,
} from '../support-bundle-rules.ts';
import { supportBundleServiceTitles } from '../support-bundle-services.ts';

type NumberInput = number | string | null | undefined;

interface CreateBundleDialogProps {
  services: readonly SupportBundleService[];
  onCreate: (values: SupportBundleFormValues) => void;
  onClose: () => void;
}

const FORM_ID = 'support-bundle-form';

/** What goes into a new bundle: the service, a name, the logs of some days, and diagnostics. */
export function CreateBundleDialog({ services, onCreate, onClose }: CreateBundleDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<SupportBundleFormValues>();
  const [initialValues] = useState(() => defaultSupportBundleValues(new Date()));
  const includeLogs = Form.useWatch('includeLogs', form) ?? initialValues.includeLogs;
  const section = (title: string) => (
    <Typography.Title
      level={5}
      style={{ fontSize: token.fontSize, margin: `${token.marginXS}px 0 ${token.marginSM}px` }}
    >
      {title}
    </Typography.Title>
  );

  return (
    <Modal
      open
      width={600}
      title="Create support bundle"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="create" type="primary" htmlType="submit" form={FORM_ID} data-testid={testIds.supportZone.submit}>
          Create
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        The bundle is written in the background; it turns Ready in the list when it can be downloaded.
      </Typography.Paragraph>
      <Form<SupportBundleFormValues>
        id={FORM_ID}
        data-testid={testIds.supportZone.form}
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initialValues}
        onFinish={(values) => onCreate({ ...initialValues, ...values })}
      >
        <Row gutter={token.margin}>
          <Col span={10}>
            <Form.Item name="service" label="Service" required>
              <Select
                data-testid={testIds.supportZone.service}
                options={services.map((service) => ({ value: service, label: supportBundleServiceTitles[service] }))}
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name="name"
              label="Name"
              required
              rules={[
                { required: true, whitespace: true, message: specMessages.requiredField },
                { max: SUPPORT_BUNDLE_LIMITS.nameMaxLength, message: supportBundleFieldMessages.nameTooLong },
              ]}
            >
              <Input data-testid={testIds.supportZone.name} autoComplete="off" placeholder="e.g. slow uploads" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            { max: SUPPORT_BUNDLE_LIMITS.descriptionMaxLength, message: supportBundleFieldMessages.descriptionTooLong },
          ]}
        >
          <Input.TextArea rows={2} placeholder="What happened, and when" />
        </Form.Item>

        {section('Logs')}
        <Form.Item name="includeLogs" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
          <Checkbox>Include logs</Checkbox>
        </Form.Item>
        <Row gutter={token.margin}>
          <Col span={12}>
            <Form.Item
              name="startDate"
              label="From"
              dependencies={['endDate']}
              rules={
                includeLogs
                  ? [
                      { required: true, message: supportBundleFieldMessages.startDate },
                      ({ getFieldValue }) =>
                        problemRule<string | undefined>((start) => dateOrderProblem(start, getFieldValue('endDate'))),
                    ]
                  : []
              }
            >
              <Input type="date" max={isoDate(new Date())} disabled={!includeLogs} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="endDate"
              label="To"
              rules={includeLogs ? [{ required: true, message: supportBundleFieldMessages.endDate }] : []}
            >
              <Input type="date" max={isoDate(new Date())} disabled={!includeLogs} />
            </Form.Item>
          </Col>
        </Row>

        {section('Diagnostics')}
        <Form.Item name="includeConfiguration" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
          <Checkbox>Include configuration (secrets are removed)</Checkbox>
        </Form.Item>
        <Form.Item name="includeSystem" valuePropName="checked">
          <Checkbox>Include system information</Checkbox>
        </Form.Item>
        <Row gutter={token.margin}>
          <Col span={12}>
            <Form.Item
              name="threadDumpCount"
              label="Thread dumps"
              required
              rules={[problemRule<NumberInput>(threadDumpCountProblem)]}
            >
              <InputNumber<number>
                data-testid={testIds.supportZone.threadDumpCount}
                min={0}
                max={SUPPORT_BUNDLE_LIMITS.maxThreadDumps}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="threadDumpInterval"
              label="Interval between dumps (ms)"
              required
              rules={[problemRule<NumberInput>(threadDumpIntervalProblem)]}
            >
              <InputNumber<number>
                data-testid={testIds.supportZone.threadDumpInterval}
                min={0}
                max={SUPPORT_BUNDLE_LIMITS.maxThreadDumpIntervalMillis}
                step={500}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
