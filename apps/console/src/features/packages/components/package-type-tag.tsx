import { PlainTag, type PlainTagProps } from '@arca/ui';

/** Each client's brand-like colour, so types tell apart at a glance in a long list. */
const colours: Readonly<Record<string, PlainTagProps['colour']>> = {
  npm: 'red',
  docker: 'blue',
  maven: 'orange',
  gradle: 'cyan',
  pypi: 'geekblue',
  go: 'cyan',
  nuget: 'purple',
  helm: 'blue',
  cargo: 'volcano',
  gems: 'magenta',
  rubygems: 'magenta',
  debian: 'red',
  yum: 'gold',
  rpm: 'gold',
  conan: 'lime',
  // Generic packages, and types without a colour of their own, take the grey default.
};

/** A package's type as a small coloured tag, e.g. `npm`. */
export function PackageTypeTag({ type }: { type: string }) {
  if (type === '') return null;
  const key = type.toLowerCase();
  return (
    <PlainTag colour={colours[key]} style={{ marginInlineEnd: 0 }}>
      {key}
    </PlainTag>
  );
}
