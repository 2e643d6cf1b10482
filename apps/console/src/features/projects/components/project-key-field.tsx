import { projectKeyProblem, specMessages } from '@arca/contract';
import { Form, Input } from 'antd';

/** The key, checked against the platform's rule as it is typed (R13.19). */
/** `onTyped` hears each keystroke's value, so the page can stop suggesting a key (or start again when it is emptied). */
export function ProjectKeyField({ onTyped }: { onTyped: (value: string) => void }) {
  return (
    <Form.Item
      label="Project key"
      name="project_key"
      extra="Lower-case letters, digits and hyphens. It prefixes the project's repositories and cannot be changed later."
      rules={[
        { required: true, message: specMessages.requiredField },
        {
          validator: (_rule, value: string | undefined) => {
            const problem = value ? projectKeyProblem(value) : undefined;
            return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
          },
        },
      ]}
    >
      <Input autoComplete="off" onChange={(event) => onTyped(event.target.value)} />
    </Form.Item>
  );
}
