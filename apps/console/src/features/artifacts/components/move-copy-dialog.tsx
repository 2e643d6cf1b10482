import type { ArtifactTreeNode } from '@arca/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { MoveOrCopy } from '../api/artifact-mutations.ts';
import { type ArtifactLocation, nameOf, sameLocation } from '../artifact-location.ts';

export interface MoveCopyDialogProps {
  operation: MoveOrCopy;
  source: ArtifactLocation;
  /** The repositories offered as targets. */
  repositories: readonly ArtifactTreeNode[];
  onCancel: () => void;
  /** Runs the move or copy; the dialog stays open, busy, until it settles. */
  onSubmit: (target: ArtifactLocation) => Promise<void>;
}

interface TargetForm {
  repoKey: string;
  path: string;
}

const titles: Record<MoveOrCopy, string> = { move: 'Move', copy: 'Copy' };

/** Virtual and remote repositories hold nothing of their own, so they take no moves or copies. */
function acceptsContent(repository: ArtifactTreeNode): boolean {
  const type = repository.repoType?.toUpperCase();
  return type === undefined || type === 'LOCAL' || type === 'FEDERATED';
}

/** Strips the slashes people type at either end, which the path does not keep. */
function cleanPath(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}

/** Where to move or copy a file or folder: a repository and the full path it will have there. */
export function MoveCopyDialog({ operation, source, repositories, onCancel, onSubmit }: MoveCopyDialogProps) {
  const [form] = Form.useForm<TargetForm>();
  const [busy, setBusy] = useState(false);
  const title = `${titles[operation]} '${nameOf(source)}'`;

  const submit = async (values: TargetForm) => {
    setBusy(true);
    try {
      await onSubmit({ repoKey: values.repoKey, path: cleanPath(values.path) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={titles[operation]}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<TargetForm>
        form={form}
        layout="vertical"
        initialValues={{ repoKey: source.repoKey, path: source.path }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item
          name="repoKey"
          label="Target repository"
          rules={[{ required: true, message: 'Choose a repository' }]}
        >
          <Select
            showSearch
            options={repositories
              .filter(acceptsContent)
              .map((repository) => ({ value: repository.repoKey, label: repository.repoKey }))}
          />
        </Form.Item>
        <Form.Item
          name="path"
          label="Target path"
          extra="The full path it will have in the target repository."
          rules={[
            { required: true, whitespace: true, message: 'Enter the target path' },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                sameLocation({ repoKey: getFieldValue('repoKey'), path: cleanPath(value ?? '') }, source)
                  ? Promise.reject(new Error('Choose another repository or path'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
