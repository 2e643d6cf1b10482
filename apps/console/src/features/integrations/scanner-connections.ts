import type { GitIntegration } from '@arca/contract';

/**
 * The integrations with the scanner's word added (R14.48): an integration the scanner names as one
 * it uses counts as connected to it, whatever the integration recorded when it was saved.
 */
export function withScannerConnections(
  integrations: readonly GitIntegration[],
  scannerKeys: readonly string[],
): GitIntegration[] {
  const used = new Set(scannerKeys);
  return integrations.map((integration) =>
    used.has(integration.integrationKey) && !integration.products.includes('xray')
      ? { ...integration, products: [...integration.products, 'xray'] }
      : integration,
  );
}
