import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';

interface RepositoryKeyFormProps {
  initialKey: string;
  onShow: (key: string) => void;
}

/** The repository whose effective permissions are shown. */
export function RepositoryKeyForm({ initialKey, onShow }: RepositoryKeyFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialKey);
  const [error, setError] = useState<string>();
  const show = () => {
    const key = draft.trim();
    if (key === '') {
      setError('Enter a repository key');
      return;
    }
    setError(undefined);
    onShow(key);
  };
  return (
    <Form layout="inline" onFinish={show}>
      <Form.Item
        label="Repository key"
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ minWidth: 360 }}
      >
        <Input
          id={id}
          value={draft}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Show
        </Button>
      </Form.Item>
    </Form>
  );
}
