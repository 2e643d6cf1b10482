/**
 * The developer-tool and CI cards (packages-and-search.md §2 "Integrations"): each with its
 * installation steps, a terminal command per operating system, a marketplace link and a
 * documentation link. Commands that point a tool at this server name its address.
 */

export const operatingSystems = ['osx', 'linux', 'windows'] as const;
export type OperatingSystem = (typeof operatingSystems)[number];

export const operatingSystemNames: Record<OperatingSystem, string> = {
  osx: 'os x',
  linux: 'linux',
  windows: 'windows',
};

export type CommonIntegrationId =
  | 'jetbrains'
  | 'vscode'
  | 'android_studio'
  | 'docker_desktop'
  | 'jfrog_cli'
  | 'github_actions'
  | 'azure_devops'
  | 'frogbot';

export interface CommonIntegration {
  id: CommonIntegrationId;
  displayName: string;
  /** One line under the name on the card. */
  summary: string;
  steps: readonly string[];
  commands: (serverUrl: string) => Record<OperatingSystem, string>;
  marketplace: { label: string; url: string };
  documentationUrl: string;
}

const everywhere = (command: string): Record<OperatingSystem, string> => ({
  osx: command,
  linux: command,
  windows: command,
});

const jetbrainsPlugin = 'org.jfrog.idea';

export const developerTools: readonly CommonIntegration[] = [
  {
    id: 'jetbrains',
    displayName: 'Jetbrains',
    summary: 'Browse packages and scan dependencies from IntelliJ IDEA and the other Jetbrains IDEs.',
    steps: [
      'Close the IDE, then run the command for your system to install the plugin.',
      'Start the IDE and open Settings › Other Settings › JFrog Global Configuration.',
      'Enter the server URL below with your user name and an access token, then click Test Connection.',
    ],
    commands: () => ({
      osx: `open -na "IntelliJ IDEA.app" --args installPlugins ${jetbrainsPlugin}`,
      linux: `idea.sh installPlugins ${jetbrainsPlugin}`,
      windows: `idea64.exe installPlugins ${jetbrainsPlugin}`,
    }),
    marketplace: { label: 'Jetbrains Marketplace', url: 'https://plugins.jetbrains.com/plugin/9834-jfrog' },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/ide/jetbrains-ides',
  },
  {
    id: 'vscode',
    displayName: 'Visual Studio Code',
    summary: 'See package details and vulnerable dependencies right in the editor.',
    steps: [
      'Run the command for your system to install the extension.',
      'Open the JFrog view in the activity bar and choose Sign in.',
      'Enter the server URL below with your user name and an access token.',
    ],
    commands: () => everywhere('code --install-extension JFrog.jfrog-vscode-extension'),
    marketplace: {
      label: 'Visual Studio Marketplace',
      url: 'https://marketplace.visualstudio.com/items?itemName=JFrog.jfrog-vscode-extension',
    },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/ide/visual-studio-code',
  },
  {
    id: 'android_studio',
    displayName: 'Android Studio',
    summary: 'Resolve Gradle dependencies through this server from Android Studio.',
    steps: [
      'Close Android Studio, then run the command for your system to install the plugin.',
      'Start Android Studio and open Settings › Other Settings › JFrog Global Configuration.',
      'Enter the server URL below with your user name and an access token.',
    ],
    commands: () => ({
      osx: `open -na "Android Studio.app" --args installPlugins ${jetbrainsPlugin}`,
      linux: `studio.sh installPlugins ${jetbrainsPlugin}`,
      windows: `studio64.exe installPlugins ${jetbrainsPlugin}`,
    }),
    marketplace: { label: 'Jetbrains Marketplace', url: 'https://plugins.jetbrains.com/plugin/9834-jfrog' },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/ide/jetbrains-ides',
  },
  {
    id: 'docker_desktop',
    displayName: 'Docker Desktop',
    summary: 'Scan local images and pull through this server from Docker Desktop.',
    steps: [
      'Run the command for your system to install the extension (Docker Desktop 4.8 or later).',
      'Open the JFrog extension in Docker Desktop and choose Connect to an existing environment.',
      'Enter the server URL below with your user name and an access token.',
    ],
    commands: () => everywhere('docker extension install jfrog/jfrog-docker-desktop-extension:latest'),
    marketplace: {
      label: 'Docker Hub Extensions',
      url: 'https://hub.docker.com/extensions/jfrog/jfrog-docker-desktop-extension',
    },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/docker-desktop-extension',
  },
];

export const continuousIntegration: readonly CommonIntegration[] = [
  {
    id: 'jfrog_cli',
    displayName: 'JFrog CLI',
    summary: 'Upload, download and publish build information from any script or pipeline.',
    steps: [
      'Run the command for your system to install the CLI.',
      'Add this server: jf config add arca --url <server URL> --interactive.',
      'Check the connection with jf rt ping.',
    ],
    commands: (serverUrl) => ({
      osx: `brew install jfrog-cli && jf config add arca --url ${serverUrl} --interactive`,
      linux: `curl -fL https://install-cli.jfrog.io | sh && jf config add arca --url ${serverUrl} --interactive`,
      windows: `choco install jfrog-cli-v2-jf; jf config add arca --url ${serverUrl} --interactive`,
    }),
    marketplace: { label: 'JFrog CLI releases', url: 'https://github.com/jfrog/jfrog-cli/releases' },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/jfrog-cli',
  },
  {
    id: 'github_actions',
    displayName: 'GitHub Actions',
    summary: 'Set up the CLI in a workflow, already pointed at this server.',
    steps: [
      'Store the server URL and an access token as repository secrets (the command below does so with the GitHub CLI).',
      'Add the step uses: jfrog/setup-jfrog-cli@v4 to your workflow, with JF_URL and JF_ACCESS_TOKEN from the secrets.',
      'Run jf commands in the following steps.',
    ],
    commands: (serverUrl) => everywhere(`gh secret set JF_URL --body "${serverUrl}"`),
    marketplace: { label: 'GitHub Marketplace', url: 'https://github.com/marketplace/actions/setup-jfrog-cli' },
    documentationUrl: 'https://github.com/jfrog/setup-jfrog-cli#readme',
  },
  {
    id: 'azure_devops',
    displayName: 'Azure DevOps',
    summary: 'Resolve and deploy artifacts from Azure Pipelines tasks.',
    steps: [
      'Run the command for your system to install the extension in your organization (needs the Azure CLI with its devops extension).',
      'Create a service connection of type JFrog Platform with the server URL below and an access token.',
      'Use the JFrog tasks in your pipelines.',
    ],
    commands: () =>
      everywhere('az devops extension install --publisher-id JFrog --extension-id jfrog-azure-devops-extension'),
    marketplace: {
      label: 'Visual Studio Marketplace',
      url: 'https://marketplace.visualstudio.com/items?itemName=JFrog.jfrog-azure-devops-extension',
    },
    documentationUrl: 'https://github.com/jfrog/jfrog-azure-devops-extension#readme',
  },
  {
    id: 'frogbot',
    displayName: 'Frogbot',
    summary: 'Scan pull requests and open fixes for vulnerable dependencies.',
    steps: [
      'Run the command for your system to download Frogbot.',
      'Set JF_URL to the server URL below and JF_ACCESS_TOKEN to an access token.',
      'Run frogbot scan-pull-request from your CI, or add the Frogbot GitHub Action.',
    ],
    commands: () => ({
      osx: 'curl -fLg "https://releases.jfrog.io/artifactory/frogbot/v2/[RELEASE]/getFrogbot.sh" | sh',
      linux: 'curl -fLg "https://releases.jfrog.io/artifactory/frogbot/v2/[RELEASE]/getFrogbot.sh" | sh',
      windows:
        'iwr "https://releases.jfrog.io/artifactory/frogbot/v2/[RELEASE]/frogbot-windows-amd64/frogbot.exe" -OutFile frogbot.exe',
    }),
    marketplace: { label: 'GitHub Marketplace', url: 'https://github.com/marketplace/actions/frogbot-by-jfrog' },
    documentationUrl: 'https://docs.jfrog-applications.jfrog.io/jfrog-applications/frogbot',
  },
];

/** A tool or CI card by its id; undefined for an id no card has. */
export function commonIntegrationById(id: string): CommonIntegration | undefined {
  return [...developerTools, ...continuousIntegration].find((integration) => integration.id === id);
}
