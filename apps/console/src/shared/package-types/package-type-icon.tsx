import {
  ApiOutlined,
  AppleOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BranchesOutlined,
  BuildOutlined,
  CloudServerOutlined,
  CodeOutlined,
  ContainerOutlined,
  ControlOutlined,
  DesktopOutlined,
  DockerOutlined,
  DotNetOutlined,
  ExperimentOutlined,
  FileOutlined,
  FireOutlined,
  GiftOutlined,
  HddOutlined,
  JavaOutlined,
  JavaScriptOutlined,
  KubernetesOutlined,
  LinuxOutlined,
  MedicineBoxOutlined,
  PythonOutlined,
  RobotOutlined,
  RocketOutlined,
  RubyOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

type Glyph = ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties; className?: string }>;

/**
 * Each package type's icon (packages-and-search.md §3), by the catalogue's icon key: the
 * ecosystem's own mark where the icon set has one (Docker, Python, Java, Ruby, .NET, Apple, Linux,
 * Kubernetes for Helm), else a picture of what the type holds.
 */
export const packageTypeGlyphs: Readonly<Record<string, Glyph>> = {
  generic: FileOutlined,
  maven: JavaOutlined,
  gradle: JavaOutlined,
  ivy: JavaOutlined,
  sbt: JavaOutlined,
  alpine: LinuxOutlined,
  bower: JavaScriptOutlined,
  chef: FireOutlined,
  conan: CodeOutlined,
  conda: ExperimentOutlined,
  cran: BarChartOutlined,
  debian: LinuxOutlined,
  docker: DockerOutlined,
  oci: ContainerOutlined,
  helmoci: KubernetesOutlined,
  gems: RubyOutlined,
  gitlfs: BranchesOutlined,
  go: ThunderboltOutlined,
  helm: KubernetesOutlined,
  npm: JavaScriptOutlined,
  nuget: DotNetOutlined,
  composer: ApiOutlined,
  pypi: PythonOutlined,
  pub: RocketOutlined,
  puppet: ControlOutlined,
  swift: AppleOutlined,
  yum: LinuxOutlined,
  terraform: CloudServerOutlined,
  cargo: ToolOutlined,
  cocoapods: AppleOutlined,
  opkg: HddOutlined,
  p2: AppstoreOutlined,
  vagrant: DesktopOutlined,
  vcs: BranchesOutlined,
  huggingfaceml: RobotOutlined,
  terraformbackend: CloudServerOutlined,
  releaseBundles: GiftOutlined,
  buildinfo: BuildOutlined,
  supportbundle: MedicineBoxOutlined,
};

/** A package type's icon, decorative: the type's name beside it says what it is. */
export function PackageTypeIcon({ icon, style }: { icon: string; style?: CSSProperties }) {
  const Glyph = packageTypeGlyphs[icon] ?? FileOutlined;
  return <Glyph aria-hidden style={style} className={`package-type-icon-${icon}`} />;
}
