/** How the console names event domains and types: the wire names, in words ('artifact_property' → 'Artifact property'). */
export function domainText(domain: string): string {
  const words = domain.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function eventTypeText(type: string): string {
  return domainText(type);
}
