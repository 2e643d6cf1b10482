import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type InputRef, Space, Typography, theme } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { AddTrigger, InputListProps } from './types.ts';
import { ADD_VALUE_LABEL, addValue, removeValue, removeValueLabel } from './utils.ts';

/**
 * An input that collects values into a list (R25.096): a value is added on Enter, on the plus
 * button or when the input loses focus; problems show under the input. Each value can be removed.
 */
export function InputList({
  values,
  onChange,
  label,
  required = false,
  validators = [],
  placeholder,
  disabled = false,
  describedBy,
}: InputListProps) {
  const { token } = theme.useToken();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const inputRef = useRef<InputRef>(null);
  const removeButtons = useRef(new Map<string, HTMLElement>());
  /** After a removal, focus goes to the neighbouring remove button, or back to the input. */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (removeButtons.current.get(target) ?? inputRef.current)?.focus();
  });

  const commit = (trigger: AddTrigger) => {
    if (disabled) return;
    const outcome = addValue(draft, values, { required, validators }, trigger);
    if (outcome.kind === 'error') {
      setError(outcome.message);
      return;
    }
    setError(undefined);
    if (outcome.kind === 'add') {
      setDraft('');
      onChange(outcome.values);
    }
  };

  const remove = (value: string, index: number) => {
    pendingFocus.current = values[index + 1] ?? values[index - 1] ?? '';
    onChange(removeValue(values, value));
  };

  return (
    <Flex vertical gap={token.marginXS}>
      <Space.Compact block>
        <Input
          ref={inputRef}
          value={draft}
          aria-label={label}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          status={error ? 'error' : undefined}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onPressEnter={(event) => {
            // Enter adds the value; it must not also submit a surrounding form.
            event.preventDefault();
            commit('enter');
          }}
          onBlur={() => commit('blur')}
        />
        <Button
          aria-label={ADD_VALUE_LABEL}
          title={ADD_VALUE_LABEL}
          icon={<PlusOutlined />}
          disabled={disabled}
          // Keeps focus in the input, so the press does not first add the value through blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => commit('button')}
        />
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      )}
      {values.length > 0 && (
        <ul
          aria-label={label}
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: token.marginXXS,
          }}
        >
          {values.map((value, index) => (
            <li
              key={value}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: token.marginXS,
                paddingInline: token.paddingSM,
                paddingBlock: token.paddingXXS,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                background: token.colorFillQuaternary,
              }}
            >
              <Typography.Text
                title={value}
                style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {value}
              </Typography.Text>
              <Button
                ref={(button) => {
                  if (button) removeButtons.current.set(value, button);
                  else removeButtons.current.delete(value);
                }}
                type="text"
                size="small"
                aria-label={removeValueLabel(value)}
                title={removeValueLabel(value)}
                icon={<CloseOutlined />}
                disabled={disabled}
                onClick={() => remove(value, index)}
              />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
