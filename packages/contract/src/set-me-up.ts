import { route } from './routes/route.ts';

/** One piece of client configuration: a file's content or a command. */
export interface SetMeUpSnippet {
  id: string;
  title: string;
  /** Where the text goes, when it is a file (`~/.npmrc`, `~/.m2/settings.xml`…); absent for a command. */
  file?: string;
  text: string;
}

/** `GET|POST ui/setMeUp/{repoKey}`: how to point a client at a repository. */
export interface RepositorySetMeUp {
  repoKey: string;
  packageType: string;
  rclass: string;
  snippets: SetMeUpSnippet[];
  /** True when the snippets carry a token issued for this answer; it is not shown again. */
  tokenIssued: boolean;
}

export const SET_ME_UP_TOKEN_PLACEHOLDER = '<TOKEN>';
export const SET_ME_UP_USER_PLACEHOLDER = '<USERNAME>';

interface Target {
  /** The server's public URL, without `/artifactory`. */
  baseUrl: string;
  repoKey: string;
  username?: string | undefined;
  token?: string | undefined;
  /** False for an account without a password here (an OAuth user): no snippet asks for one. */
  hasPassword?: boolean | undefined;
}

interface Context {
  artifactory: string;
  /** host[:port] as registry clients name the server. */
  host: string;
  repo: string;
  user: string;
  token: string;
  hasPassword: boolean;
}

type SnippetBuilder = (c: Context) => SetMeUpSnippet[];

/** `http://host:8082/x` → [`http://`, `host:8082/x`]. */
function splitScheme(url: string): [scheme: string, rest: string] {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0] ?? '';
  return [scheme, url.slice(scheme.length)];
}

const npm: SnippetBuilder = (c) => {
  const registry = `${c.artifactory}/api/npm/${c.repo}/`;
  return [
    {
      id: 'npmrc',
      title: 'Resolve and publish with npm',
      file: '~/.npmrc',
      text: `registry=${registry}\n${registry.replace(/^https?:/, '')}:_authToken=${c.token}\n`,
    },
    ...(c.hasPassword
      ? [
          {
            id: 'npm-login',
            title: 'Or log in with your password',
            text: `npm login --registry=${registry} --auth-type=legacy`,
          },
        ]
      : []),
  ];
};

/** Credentials inside a URL are escaped; the placeholders stay readable. */
function inUrl(value: string): string {
  return value === SET_ME_UP_USER_PLACEHOLDER || value === SET_ME_UP_TOKEN_PLACEHOLDER
    ? value
    : encodeURIComponent(value);
}

const pypi: SnippetBuilder = (c) => {
  const [scheme, rest] = splitScheme(`${c.artifactory}/api/pypi/${c.repo}/simple`);
  const url = `${scheme}${inUrl(c.user)}:${inUrl(c.token)}@${rest}`;
  return [
    {
      id: 'pip-conf',
      title: 'Install with pip',
      file: '~/.config/pip/pip.conf',
      text: `[global]\nindex-url = ${url}\n`,
    },
    {
      id: 'pypirc',
      title: 'Upload with twine',
      file: '~/.pypirc',
      text: `[distutils]\nindex-servers = ${c.repo}\n\n[${c.repo}]\nrepository = ${c.artifactory}/api/pypi/${c.repo}\nusername = ${c.user}\npassword = ${c.token}\n`,
    },
  ];
};

const maven: SnippetBuilder = (c) => {
  const url = `${c.artifactory}/${c.repo}`;
  return [
    {
      id: 'maven-settings',
      title: 'Resolve with Maven',
      file: '~/.m2/settings.xml',
      text: [
        '<settings>',
        '  <servers>',
        `    <server><id>${c.repo}</id><username>${c.user}</username><password>${c.token}</password></server>`,
        '  </servers>',
        '  <mirrors>',
        `    <mirror><id>${c.repo}</id><mirrorOf>*</mirrorOf><url>${url}</url></mirror>`,
        '  </mirrors>',
        '</settings>',
        '',
      ].join('\n'),
    },
    {
      id: 'maven-deploy',
      title: 'Deploy with Maven',
      file: 'pom.xml',
      text: [
        '<distributionManagement>',
        `  <repository><id>${c.repo}</id><url>${url}</url></repository>`,
        `  <snapshotRepository><id>${c.repo}</id><url>${url}</url></snapshotRepository>`,
        '</distributionManagement>',
        '',
      ].join('\n'),
    },
    {
      id: 'gradle',
      title: 'Resolve with Gradle',
      file: 'build.gradle',
      text: `repositories {\n    maven {\n        url "${url}"\n        credentials {\n            username = "${c.user}"\n            password = "${c.token}"\n        }\n    }\n}\n`,
    },
  ];
};

const docker: SnippetBuilder = (c) => [
  { id: 'docker-login', title: 'Log in', text: `docker login ${c.host} -u ${c.user} -p ${c.token}` },
  { id: 'docker-pull', title: 'Pull an image', text: `docker pull ${c.host}/${c.repo}/<IMAGE>:<TAG>` },
  {
    id: 'docker-push',
    title: 'Push an image',
    text: `docker tag <IMAGE>:<TAG> ${c.host}/${c.repo}/<IMAGE>:<TAG>\ndocker push ${c.host}/${c.repo}/<IMAGE>:<TAG>`,
  },
];

const helmOci: SnippetBuilder = (c) => [
  { id: 'helm-login', title: 'Log in', text: `helm registry login ${c.host} -u ${c.user} -p ${c.token}` },
  { id: 'helm-push', title: 'Push a chart', text: `helm push <CHART>-<VERSION>.tgz oci://${c.host}/${c.repo}` },
  { id: 'helm-pull', title: 'Pull a chart', text: `helm pull oci://${c.host}/${c.repo}/<CHART> --version <VERSION>` },
];

const generic: SnippetBuilder = (c) => [
  {
    id: 'curl-deploy',
    title: 'Deploy a file',
    text: `curl -u ${c.user}:${c.token} -T <FILE> "${c.artifactory}/${c.repo}/<PATH>"`,
  },
  {
    id: 'curl-download',
    title: 'Download a file',
    text: `curl -u ${c.user}:${c.token} -O "${c.artifactory}/${c.repo}/<PATH>"`,
  },
];

/** The package types with a client of their own; every other type is reached with plain HTTP. */
const builders: Readonly<Record<string, SnippetBuilder>> = {
  npm,
  pypi,
  maven,
  gradle: maven,
  docker,
  oci: docker,
  helmoci: helmOci,
};

/**
 * How to configure a package type's client against a repository. Without a token the snippets
 * carry placeholders; the password of the account works there too.
 */
export function setMeUpSnippets(packageType: string, target: Target): SetMeUpSnippet[] {
  const base = target.baseUrl.replace(/\/+$/, '');
  const context: Context = {
    artifactory: `${base}/artifactory`,
    host: splitScheme(base)[1].split('/')[0] ?? '',
    repo: target.repoKey,
    user: target.username ?? SET_ME_UP_USER_PLACEHOLDER,
    token: target.token ?? SET_ME_UP_TOKEN_PLACEHOLDER,
    hasPassword: target.hasPassword ?? true,
  };
  return (builders[packageType.toLowerCase()] ?? generic)(context);
}

/** `POST ui/setMeUp/{repoKey}/token`: the account's password, entered again before a token is issued. */
export interface SetMeUpTokenRequest {
  password: string;
}

/** A repository set-me-up may be opened on. */
export interface SetMeUpRepo {
  key: string;
  /** Its kind: local, remote, virtual… */
  type: string;
}

/** R13.35: what set-me-up opens with, for one package type. */
export interface SetMeUpConfig {
  /** Whether the client is pointed at the node that answers (an HA address otherwise); Arca answers on one address. */
  getActiveNode: boolean;
  /** Lowercased. */
  packageType: string;
  availableRepos: SetMeUpRepo[];
}

const KIND_ORDER = ['local', 'virtual', 'remote', 'federated'];

/**
 * Set-me-up for a package type: the readable repositories of that type, local ones first, since
 * that is where a client can publish as well as resolve.
 */
export function setMeUpConfigOf(
  packageType: string,
  repositories: readonly { key: string; type: string; packageType: string }[],
): SetMeUpConfig {
  const type = packageType.toLowerCase();
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind.toLowerCase());
    return index === -1 ? KIND_ORDER.length : index;
  };
  return {
    getActiveNode: false,
    packageType: type,
    availableRepos: repositories
      .filter((repository) => repository.packageType.toLowerCase() === type)
      .map((repository) => ({ key: repository.key, type: repository.type.toLowerCase() }))
      .sort((a, b) => rank(a.type) - rank(b.type) || a.key.localeCompare(b.key)),
  };
}

const setMeUpSnippetSchema = {
  type: 'object',
  required: ['id', 'title', 'text'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, file: { type: 'string' }, text: { type: 'string' } },
} as const;

export const repositorySetMeUpSchema = {
  type: 'object',
  required: ['repoKey', 'packageType', 'rclass', 'snippets', 'tokenIssued'],
  properties: {
    repoKey: { type: 'string' },
    packageType: { type: 'string' },
    rclass: { type: 'string' },
    snippets: { type: 'array', items: setMeUpSnippetSchema },
    tokenIssued: { type: 'boolean' },
  },
} as const;

export const setMeUpTokenRequestSchema = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 1024 } },
} as const;

/** `GET /ui/userApiKey`: the token, shown this once; the server keeps only its hash. */
export interface UserApiKey {
  apiKey: string;
}

const userApiKeySchema = {
  type: 'object',
  required: ['apiKey'],
  properties: { apiKey: { type: 'string' } },
} as const;

/** `POST /ui/npm/token` (R28.141): an npm token of the caller, shown this once. */
export interface NpmToken {
  token: string;
}

const npmTokenSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

const tag = 'Set me up';

/**
 * The console's set-me-up calls under `/ui/api/v1/ui`. Reading a repository's snippets is open to
 * whoever may read the repository (anonymous readers too); a token is issued only to a whole user
 * who enters their password again.
 */
export const setMeUpRoutes = {
  repository: route<{ reply: RepositorySetMeUp }>()({
    method: 'GET',
    path: '/ui/setMeUp/:repoKey',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A repository's client configuration, with placeholders for the credentials",
    responses: { 200: repositorySetMeUpSchema },
  }),
  token: route<{ body: SetMeUpTokenRequest; reply: RepositorySetMeUp }>()({
    method: 'POST',
    path: '/ui/setMeUp/:repoKey/token',
    mount: 'console',
    access: 'whole-user',
    tag,
    summary: "Issues a token of the caller and answers the repository's configuration with it, shown this once",
    body: setMeUpTokenRequestSchema,
    responses: { 200: repositorySetMeUpSchema },
  }),
  userApiKey: route<{ reply: UserApiKey }>()({
    method: 'GET',
    path: '/ui/userApiKey',
    mount: 'console',
    access: 'whole-user',
    tag,
    summary: 'Issues a token of the caller for a developer tool, after the password is entered again',
    responses: { 200: userApiKeySchema },
  }),
  npmToken: route<{ body: SetMeUpTokenRequest; reply: NpmToken }>()({
    method: 'POST',
    path: '/ui/npm/token',
    mount: 'console',
    access: 'whole-user',
    tag,
    summary: 'Issues an npm token of the caller, as npm login does, after the password is entered again',
    body: setMeUpTokenRequestSchema,
    responses: { 200: npmTokenSchema },
  }),
} as const;
