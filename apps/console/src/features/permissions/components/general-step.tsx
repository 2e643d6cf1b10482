import { Form, Input } from 'antd';
import { useId } from 'react';

interface GeneralStepProps {
  name: string;
  onNameChange: (name: string) => void;
  /** A saved permission keeps its name: it is the permission's address. */
  readOnly: boolean;
  error?: string;
}

export function GeneralStep({ name, onNameChange, readOnly, error }: GeneralStepProps) {
  const id = useId();
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
      <Form.Item
        label="Name"
        htmlFor={id}
        required={!readOnly}
        validateStatus={error ? 'error' : undefined}
        help={error ?? (readOnly ? 'The name of a saved permission cannot be changed.' : undefined)}
      >
        <Input
          id={id}
          value={name}
          readOnly={readOnly}
          aria-required={!readOnly}
          aria-invalid={error ? true : undefined}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => onNameChange(event.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
