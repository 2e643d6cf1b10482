// Apart from the npm protocol's calls: the console's start-up reads these names, and only these.

/**
 * The console's query that starts a CLI login (jfrog-wire-compat §2.3): the JFrog CLI opens it,
 * and a web login's `loginUrl` is one.
 */
export const clientLoginParams = { session: 'jfClientSession', name: 'jfClientName' } as const;
