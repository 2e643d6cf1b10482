import { ArrowRightOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input, Space, theme } from 'antd';
import { type CSSProperties, useId, useRef, useState } from 'react';
import { CopyButton, useCopyToClipboard } from '../code-snippet/index.ts';
import type { PasswordCopyFieldProps, PasswordCopyFieldState } from './types.ts';
import { DEFAULT_MASK, submitErrorMessage } from './utils.ts';

/**
 * A secret (API key, token) kept hidden until the user re-enters their password. The password is
 * sent on Enter or with the arrow button (R25.111); Close or Escape puts the field back (R25.112).
 * Once revealed, the secret can be copied.
 */
export function PasswordCopyField({ label, onSubmit, maskedValue = DEFAULT_MASK }: PasswordCopyFieldProps) {
  const { token } = theme.useToken();
  const errorId = useId();
  const [state, setState] = useState<PasswordCopyFieldState>({ step: 'masked' });
  const [password, setPassword] = useState('');
  const { copy, status, feedback } = useCopyToClipboard();
  // Each check gets a number; closing the field moves it on, so a late answer cannot reopen it.
  const attempt = useRef(0);

  const value: CSSProperties = {
    fontFamily: token.fontFamilyCode,
    fontSize: token.fontSizeSM,
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    background: token.colorFillQuaternary,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusSM,
    wordBreak: 'break-all',
  };

  const close = () => {
    attempt.current++;
    setPassword('');
    setState({ step: 'masked' });
  };

  const submit = async () => {
    if (!password || (state.step === 'asking' && state.submitting)) return;
    const mine = ++attempt.current;
    setState({ step: 'asking', submitting: true, error: undefined });
    try {
      const secret = await onSubmit(password);
      if (mine !== attempt.current) return;
      setPassword('');
      setState({ step: 'revealed', secret });
    } catch (error) {
      if (mine !== attempt.current) return;
      setState({ step: 'asking', submitting: false, error: submitErrorMessage(error) });
    }
  };

  return (
    <fieldset
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: token.marginXXS,
        margin: 0,
        padding: 0,
        border: 0,
        minWidth: 0,
      }}
    >
      <legend
        style={{
          padding: 0,
          marginBottom: token.marginXXS,
          fontWeight: token.fontWeightStrong,
          color: token.colorText,
        }}
      >
        {label}
      </legend>
      {state.step === 'masked' ? (
        <Space wrap>
          <span style={value} aria-hidden="true">
            {maskedValue}
          </span>
          <Button
            size="small"
            aria-label="Show"
            icon={<EyeOutlined />}
            onClick={() => setState({ step: 'asking', submitting: false, error: undefined })}
          >
            Show
          </Button>
        </Space>
      ) : null}
      {state.step === 'asking' ? (
        <div>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              type="password"
              aria-label="Password"
              autoComplete="current-password"
              autoFocus
              value={password}
              status={state.error ? 'error' : undefined}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void submit();
                } else if (event.key === 'Escape') close();
              }}
            />
            <Button
              type="primary"
              aria-label="Submit password"
              icon={<ArrowRightOutlined />}
              loading={state.submitting}
              disabled={!password}
              onClick={() => void submit()}
            />
            <Button aria-label="Close" icon={<CloseOutlined />} onClick={close} />
          </Space.Compact>
          {state.error ? (
            <div id={errorId} role="alert" style={{ color: token.colorErrorText, fontSize: token.fontSizeSM }}>
              {state.error}
            </div>
          ) : null}
        </div>
      ) : null}
      {state.step === 'revealed' ? (
        <Space wrap align="center">
          <code style={value}>{state.secret}</code>
          <CopyButton status={status} onCopy={() => void copy(state.secret)} showText />
          <span role="status" style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            {feedback}
          </span>
        </Space>
      ) : null}
    </fieldset>
  );
}
