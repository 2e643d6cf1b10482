import { describe, expect, it } from 'vitest';
import { defaultSteps, stepIsValid } from './personalization.ts';

describe('onboarding defaults', () => {
  it("R27.45 proposes the project named 'Default Project' with key 'dflt', ready to go forward", () => {
    const steps = defaultSteps();
    expect(steps.project.stepDataObject).toEqual({ projectName: 'Default Project', projectKey: 'dflt' });
    expect(stepIsValid(steps, 'project')).toBe(true);
  });
});
