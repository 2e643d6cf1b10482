import type { GeneralConfigInput } from '@arca/contract';

/** The form's fields: the upload limit may be blank while typing. */
export interface GeneralConfigFormValues extends Omit<GeneralConfigInput, 'fileUploadMaxSizeMb'> {
  fileUploadMaxSizeMb: number | null;
}

export function generalConfigFormValues(settings: GeneralConfigInput): GeneralConfigFormValues {
  return { ...settings };
}

export function generalConfigBody(values: GeneralConfigFormValues): GeneralConfigInput {
  return {
    serverName: values.serverName.trim(),
    customUrlBase: values.customUrlBase.trim(),
    anonAccessEnabled: values.anonAccessEnabled,
    helpLinksEnabled: values.helpLinksEnabled,
    fileUploadMaxSizeMb: values.fileUploadMaxSizeMb ?? 0,
  };
}

/** Whether the form differs from what was loaded or last saved. */
export function generalConfigChanged(
  saved: GeneralConfigFormValues,
  current: Partial<GeneralConfigFormValues>,
): boolean {
  return (Object.keys(saved) as (keyof GeneralConfigFormValues)[]).some(
    (key) => current[key] !== undefined && current[key] !== saved[key],
  );
}
