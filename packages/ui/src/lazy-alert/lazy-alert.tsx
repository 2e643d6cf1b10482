import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's own module rather than its index, which would bring the whole library along.
const Alert = lazy(() => import('antd/es/alert/index.js'));

/**
 * antd's Alert, loaded when one is first shown. The shell and the package list show one only on
 * a rare occasion (a server error, a migration), so their first screen does not carry it (ADR 024).
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
