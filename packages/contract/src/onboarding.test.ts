import { describe, expect, it } from 'vitest';
import { onboardingMessages, onboardingStepProblem } from './onboarding.ts';
import { onboardingPurposes } from './onboarding-data.ts';

describe('onboarding data', () => {
  it("R13.08 takes 'Commercial' or 'Personal' as the purpose, nothing else", () => {
    expect(onboardingPurposes).toEqual(['Commercial', 'Personal']);
    for (const purpose of onboardingPurposes) {
      expect(onboardingStepProblem({ step: 'purpose', data: { purpose } })).toBeUndefined();
    }
    for (const purpose of ['', 'commercial', 'Business']) {
      expect(onboardingStepProblem({ step: 'purpose', data: { purpose: purpose as 'Personal' } })).toBe(
        onboardingMessages.purposeRequired,
      );
    }
  });
});
