import type { RuleStep, VisibilityContext, VisibilityRule } from '../visibility/index.ts';
import { evaluate } from '../visibility/index.ts';
import { isArtifactoryOnly, type TeaserData } from './teaser-catalogue.ts';

/**
 * Who a teaser is for (R16.09–R16.12): administrators when admin-only, a self-hosted instance
 * when on-premise only, and a licence on its list. A route teaser carries this rule, so anyone
 * outside its audience goes to the role-based fallback (guard 6).
 */
export function teaserAudienceRule(teaser: TeaserData): VisibilityRule {
  const steps: RuleStep[] = [];
  if (teaser.adminOnly) steps.push({ kind: 'admin' });
  if (teaser.onPremiseOnly) steps.push({ kind: 'deployment', is: 'onPremises' });
  steps.push({ kind: 'license', oneOf: teaser.licenses, otherwise: 'hidden' });
  return { id: `teaser.${teaser.id}.audience`, feature: teaser.serviceTitle, steps };
}

/** R16.01, R16.09: the audience's rule, and the service not installed: a teaser never hides a working service. */
export function teaserRule(teaser: TeaserData): VisibilityRule {
  const audience = teaserAudienceRule(teaser);
  return {
    id: `teaser.${teaser.id}`,
    feature: teaser.serviceTitle,
    steps: [
      { kind: 'not', condition: { kind: 'service', service: teaser.service, need: 'installed' } },
      ...audience.steps,
    ],
  };
}

/** Whether the teaser shows for this context; while the context loads it does not. */
export function showsTeaser(teaser: TeaserData, context: VisibilityContext | undefined): boolean {
  return evaluate(teaserRule(teaser), context).kind === 'visible';
}

/** Whether the teaser's service is installed (a route teaser then leads to the service's own screen). */
export function serviceInstalled(teaser: TeaserData, context: VisibilityContext): boolean {
  return context.services[teaser.service] !== undefined;
}

/** R16.07: the Artifactory-only editions get the upgrade variant; every other licence the Read More teaser. */
export function teaserVariant(license: string): 'upgrade' | 'readMore' {
  return isArtifactoryOnly(license) ? 'upgrade' : 'readMore';
}
