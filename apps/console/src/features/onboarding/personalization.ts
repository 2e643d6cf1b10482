import {
  DEFAULT_ONBOARDING_PROJECT,
  type OnboardingStepData,
  type OnboardingStepName,
  type OnboardingStepSubmission,
  onboardingStepProblem,
  onboardingSteps,
} from '@arca/contract';

/** The local-storage key of the wizard's steps (O67: the spec does not name it). */
export const ONBOARDING_STORAGE_KEY = 'arca.onboarding.steps';

/** One stored step (R13.22). */
export interface StoredStep<N extends OnboardingStepName> {
  stepDataObject: OnboardingStepData[N];
  isCompleted: boolean;
  isValid: boolean;
}

export type OnboardingSteps = { [N in OnboardingStepName]: StoredStep<N> };

const defaultData: OnboardingStepData = {
  init: { packageTypes: [] },
  purpose: { purpose: '' },
  details: { role: '', otherRole: '', companyName: '', ossProjectName: '' },
  features: { desiredFeature: [] },
  project: { projectName: DEFAULT_ONBOARDING_PROJECT.name, projectKey: DEFAULT_ONBOARDING_PROJECT.key },
};

function submission<N extends OnboardingStepName>(step: N, data: OnboardingStepData[N]): OnboardingStepSubmission {
  return { step, data } as OnboardingStepSubmission;
}

/** Whether a step may be left forward (R13.14–R13.19); details reads the purpose step's choice. */
export function stepIsValid(steps: OnboardingSteps, step: OnboardingStepName): boolean {
  return (
    onboardingStepProblem(submission(step, steps[step].stepDataObject), steps.purpose.stepDataObject.purpose) ===
    undefined
  );
}

function withValidity(steps: OnboardingSteps): OnboardingSteps {
  const next = { ...steps };
  for (const step of onboardingSteps) {
    next[step] = { ...steps[step], isValid: stepIsValid(steps, step) } as never;
  }
  return next;
}

/** The steps when nothing is stored (R13.23). */
export function defaultSteps(): OnboardingSteps {
  const steps = {} as OnboardingSteps;
  for (const step of onboardingSteps) {
    steps[step] = { stepDataObject: structuredClone(defaultData[step]), isCompleted: false, isValid: false } as never;
  }
  return withValidity(steps);
}

/** Base64 of the UTF-8 JSON: what sits in storage is not plain text to a casual reader (R13.21). */
export function encodeSteps(steps: OnboardingSteps): string {
  const bytes = new TextEncoder().encode(JSON.stringify(steps));
  return btoa(String.fromCharCode(...bytes));
}

export function decodeSteps(encoded: string): OnboardingSteps | undefined {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Partial<OnboardingSteps>;
    const steps = defaultSteps();
    for (const step of onboardingSteps) {
      const stored = parsed[step];
      if (stored && typeof stored.stepDataObject === 'object') {
        steps[step] = {
          stepDataObject: { ...steps[step].stepDataObject, ...stored.stepDataObject },
          isCompleted: stored.isCompleted === true,
          isValid: false,
        } as never;
      }
    }
    return withValidity(steps);
  } catch {
    return undefined;
  }
}

/** The stored steps, or the defaults when nothing (or nothing readable) is stored (R13.23). */
export function loadSteps(storage: Storage = window.localStorage): OnboardingSteps {
  const encoded = storage.getItem(ONBOARDING_STORAGE_KEY);
  return (encoded && decodeSteps(encoded)) || defaultSteps();
}

export function saveSteps(steps: OnboardingSteps, storage: Storage = window.localStorage): void {
  storage.setItem(ONBOARDING_STORAGE_KEY, encodeSteps(steps));
}

export function clearSteps(storage: Storage = window.localStorage): void {
  storage.removeItem(ONBOARDING_STORAGE_KEY);
}

/** A step's value changed: the steps with it, validity recomputed, persisted (R13.24). */
export function updateStep<N extends OnboardingStepName>(
  steps: OnboardingSteps,
  step: N,
  data: Partial<OnboardingStepData[N]>,
  storage?: Storage,
): OnboardingSteps {
  const next = withValidity({
    ...steps,
    [step]: { ...steps[step], stepDataObject: { ...steps[step].stepDataObject, ...data } },
  });
  saveSteps(next, storage);
  return next;
}

/** A step is done: marked so and persisted (R13.25). */
export function completeStep(steps: OnboardingSteps, step: OnboardingStepName, storage?: Storage): OnboardingSteps {
  const next = { ...steps, [step]: { ...steps[step], isCompleted: true } };
  saveSteps(next, storage);
  return next;
}

/** What the server takes: the steps in order, the project step only where projects exist. */
export function submissionOf(steps: OnboardingSteps, projectsSupported: boolean): OnboardingStepSubmission[] {
  return onboardingSteps
    .filter((step) => projectsSupported || step !== 'project')
    .map((step) => submission(step, steps[step].stepDataObject));
}
