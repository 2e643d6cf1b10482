import {
  type GitIntegrationForm,
  type GitVendor,
  gitVendorById,
  gitVendorByName,
  INTEGRATION_NAME_MAX_LENGTH,
  type IntegrationProduct,
  integrationMessages,
  integrationTypes,
  isIntegrationProduct,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';

/** A form whose values passed the rules, trimmed; the token may still be blank (keep the stored one). */
export interface CheckedForm {
  vendor: GitVendor;
  name: string;
  url: string;
  userName?: string;
  token: string;
  integrationType: number;
  products: IntegrationProduct[];
}

/** The numeric id of the spec's form, or the route's vendor name, which scripts find easier to write. */
function vendorOf(value: unknown): GitVendor | undefined {
  if (typeof value === 'number') return gitVendorById(value);
  if (typeof value === 'string') return /^\d+$/.test(value) ? gitVendorById(Number(value)) : gitVendorByName(value);
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The form's rules, every broken one reported at once (the first is the message). `tokenNeeded`
 * is false where a blank token stands for the stored one.
 */
export function checkedForm(form: GitIntegrationForm, options: { tokenNeeded: boolean }): CheckedForm {
  const problems: string[] = [];
  const vendor = vendorOf(form.vendorName);
  if (!vendor) problems.push(integrationMessages.vendorInvalid);
  const name = (form.integrationName ?? '').trim();
  if (name === '') problems.push(integrationMessages.integrationNameRequired);
  else if (name.length > INTEGRATION_NAME_MAX_LENGTH) problems.push(integrationMessages.nameTooLong);
  const url = (form.url ?? '').trim();
  if (url === '') problems.push(integrationMessages.urlRequired);
  else if (!isHttpUrl(url)) problems.push(integrationMessages.urlInvalid);
  const token = (form.token ?? '').trim();
  if (options.tokenNeeded && token === '') problems.push(integrationMessages.tokenRequired);
  const userName = (form.userName ?? '').trim();
  if (vendor?.needsUserName && userName === '') problems.push(integrationMessages.userNameRequired);
  const products = [...new Set(form.products ?? [])];
  for (const product of products) {
    if (!isIntegrationProduct(product)) problems.push(integrationMessages.productInvalid(product));
  }
  const [first, ...rest] = problems;
  if (first !== undefined || !vendor) throw new Invalid(first ?? integrationMessages.vendorInvalid, rest);
  return {
    vendor,
    name,
    url: url.replace(/\/+$/, ''),
    ...(userName ? { userName } : {}),
    token,
    integrationType: form.integrationType ?? integrationTypes.git,
    products: products.filter(isIntegrationProduct),
  };
}
