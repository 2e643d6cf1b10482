import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { emptyUserForm, type UserFormValues } from '../user-form-values.ts';
import { UserForm } from './user-form.tsx';

function NewUserForm() {
  const [form] = Form.useForm<UserFormValues>();
  return (
    <UserForm
      form={form}
      isNew
      initialValues={emptyUserForm}
      groupNames={[]}
      error={null}
      saving={false}
      canSave
      onValuesChange={() => undefined}
      onSubmit={() => undefined}
      onCancel={() => undefined}
    />
  );
}

/** A new user's form; `enter` types into a field and `message` reads what shows under it. */
function renderNewUserForm() {
  render(<NewUserForm />);
  const input = (label: string) => screen.getByLabelText(label);
  const enter = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
  const message = (label: string) =>
    input(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
  /** Each refused value follows an accepted one, so every message seen is that value's own. */
  const expectRefusals = async (label: string, accepted: string[], refused: string[], text: string) => {
    for (const [index, good] of accepted.entries()) {
      enter(label, good);
      await waitFor(() => expect(message(label), good).toBe(''));
      const bad = refused[index] ?? '';
      enter(label, bad);
      await waitFor(() => expect(message(label), bad).toBe(text));
    }
  };
  return { expectRefusals };
}

describe('user form validation', () => {
  it("R26.07 R26.13 accepts email addresses and refuses others with 'Please enter a valid email'", async () => {
    const { expectRefusals } = renderNewUserForm();
    await expectRefusals(
      'Email',
      ['ada@example.com', 'ada.lovelace+ci@build.example.org'],
      ['ada.example.com', 'ada@'],
      'Please enter a valid email',
    );
  });

  it("R26.18 refuses a user name outside letters, numbers and '.-_@' with the spec's message", async () => {
    const { expectRefusals } = renderNewUserForm();
    await expectRefusals(
      'User name',
      ['ada.lovelace', 'ci_bot-2@example.com'],
      ['ada lovelace', 'ada/admin'],
      "The name may contain letters, numbers and symbols: '.-_@'",
    );
  });
});
