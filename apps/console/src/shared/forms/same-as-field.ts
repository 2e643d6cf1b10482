import { specMessages } from '@arca/contract';
import type { FormRule } from 'antd';

/**
 * A confirmation field's rule: it must equal `field` ('Password fields must be equal', R26.21).
 * An empty confirmation of an empty field is equal; whether either is required is another rule.
 */
export function sameAsField(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      (value ?? '') === ((getFieldValue(field) as string | undefined) ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(specMessages.passwordsMustBeEqual)),
  });
}
