import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The one wide primary button that submits an authentication form. */
export function SubmitButton({ pending, testId, children }: { pending: boolean; testId: string; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={pending} data-testid={testId}>
      {children}
    </Button>
  );
}
