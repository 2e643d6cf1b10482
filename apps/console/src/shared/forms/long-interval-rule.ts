import { longIntervalProblem } from '@arca/contract';
import type { FormRule } from 'antd';

/**
 * A long-interval field's rule (R26.10): a whole, non-negative number up to 9999999999999, each
 * break with the catalogue's message. An empty field passes; whether it is required is another rule.
 */
export const longIntervalRule: FormRule = {
  validator: (_rule, value: number | null | undefined) => {
    const problem = longIntervalProblem(value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
