import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { RemoteFields } from './remote-fields.tsx';

/** The remote fields in a form of their own, with the URL field and the messages under it. */
function renderUrlField() {
  render(
    <Form layout="vertical">
      <RemoteFields isNew urlMoved={false} />
    </Form>,
  );
  const url = screen.getByLabelText('URL');
  const messages = () => url.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
  const enter = (value: string) => fireEvent.change(url, { target: { value } });
  return { enter, messages };
}

describe('remote repository URL validation', () => {
  it("R26.05 R26.15 accepts http and https addresses and refuses others with 'Please enter a valid url'", async () => {
    const { enter, messages } = renderUrlField();
    // Each refused value follows an accepted one, so every message seen is that value's own.
    const accepted = ['https://registry.npmjs.org', 'http://10.0.0.7:8081/artifactory/api/npm/npm', 'HTTPS://Mirror'];
    const refused = ['ftp://mirror.example.com/npm', 'registry.npmjs.org', 'https://'];
    for (const [index, good] of accepted.entries()) {
      enter(good);
      await waitFor(() => expect(messages(), good).toBe(''));
      const bad = refused[index] ?? '';
      enter(bad);
      await waitFor(() => expect(messages(), bad).toBe('Please enter a valid url'));
    }
  });

  it("R26.11 asks for a URL left empty with 'You must fill in this field'", async () => {
    const { enter, messages } = renderUrlField();
    enter('h');
    enter('');
    await waitFor(() => expect(messages()).toBe('You must fill in this field'));
  });
});

describe('remote repository retrieval cache period', () => {
  it('R26.10 R26.16 R26.17 R26.20 takes a whole number from 0 to 9999999999999, with the message of each break', async () => {
    render(
      <Form layout="vertical">
        <RemoteFields isNew urlMoved={false} />
      </Form>,
    );
    const period = screen.getByLabelText('Retrieval cache period (seconds)');
    const messages = () => period.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
    const cases: [string, string][] = [
      ['-1', 'Please enter a non-negative number'],
      ['0', ''],
      ['1.5', 'Please enter a whole number'],
      ['9999999999999', ''],
      ['10000000000000', 'Value must be between 0 and 9999999999999'],
      ['7200', ''],
    ];
    for (const [value, message] of cases) {
      fireEvent.change(period, { target: { value } });
      await waitFor(() => expect(messages(), value).toBe(message));
    }
  });
});
