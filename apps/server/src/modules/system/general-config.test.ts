import {
  apiPaths,
  DEFAULT_GENERAL_CONFIG,
  type GeneralConfigDetails,
  type GeneralConfigInput,
  generalConfigMessages,
  generalConfigPaths,
  LOGO_MAX_BYTES,
  serverMessages,
  UI_API,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { sniffImage } from './general-config-logo.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const reader = basic('reader', 'Reader-Passw0rd');

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.test/' });
  await t.createUser('reader', 'Reader-Passw0rd');
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = admin) =>
  t.server.inject({ method: 'GET', url: generalConfigPaths.config, headers });
const put = (payload: GeneralConfigInput, headers: Record<string, string> = admin) =>
  t.server.inject({ method: 'PUT', url: generalConfigPaths.config, headers, payload });
const footer = async () => (await t.server.inject({ method: 'GET', url: apiPaths.footer })).json();
const postLogo = (body: Buffer, headers: Record<string, string> = {}, auth: Record<string, string> = admin) =>
  t.server.inject({
    method: 'POST',
    url: generalConfigPaths.logo,
    headers: { 'content-type': 'application/octet-stream', ...auth, ...headers },
    payload: body,
  });

describe('general configuration settings', () => {
  it('R1.54 starts with the defaults and gives anyone only the URL base in effect', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customUrlBase: 'https://arca.example.test',
      settings: DEFAULT_GENERAL_CONFIG,
      defaultUrlBase: 'https://arca.example.test',
      logoUrl: null,
    } satisfies GeneralConfigDetails);
    expect((await get({})).json()).toEqual({ customUrlBase: 'https://arca.example.test' });
    expect((await get(reader)).json()).toEqual({ customUrlBase: 'https://arca.example.test' });
  });

  it('R1.54 saves each field and reads it back; the footer and the public answer follow', async () => {
    const changed: GeneralConfigInput = {
      serverName: '  Build Farm  ',
      customUrlBase: 'https://repo.example.com/arca/',
      anonAccessEnabled: true,
      helpLinksEnabled: false,
      fileUploadMaxSizeMb: 250,
    };
    const saved = await put(changed);
    expect(saved.statusCode).toBe(200);
    const expected = { ...changed, serverName: 'Build Farm', customUrlBase: 'https://repo.example.com/arca' };
    expect(saved.json().settings).toEqual(expected);
    const again = (await get()).json();
    expect(again.settings).toEqual(expected);
    expect(again.customUrlBase).toBe('https://repo.example.com/arca');
    expect((await get({})).json()).toEqual({ customUrlBase: 'https://repo.example.com/arca' });
    expect(await footer()).toMatchObject({
      serverName: 'Build Farm',
      helpLinksEnabled: false,
      customUrlBase: 'https://repo.example.com/arca',
    });
    // Anonymous access is the security configuration's switch, not a copy of it.
    const security = await t.server.inject({ method: 'GET', url: apiPaths.securityConfig, headers: admin });
    expect(security.json().anonAccessEnabled).toBe(true);
    await t.setAnonymousAccess(false);
    expect((await get()).json().settings.anonAccessEnabled).toBe(false);

    // An empty URL base goes back to the address the server was started with.
    await put({ ...expected, customUrlBase: '' });
    expect((await get({})).json()).toEqual({ customUrlBase: 'https://arca.example.test' });
    expect((await footer()).customUrlBase).toBe('https://arca.example.test');
    await put(DEFAULT_GENERAL_CONFIG);
    expect((await footer()).serverName).toBe('Arca');
  });

  it('gives the login screens the saved server name in the global state', async () => {
    const globalState = async () => (await t.server.inject({ method: 'GET', url: apiPaths.globalState })).json();
    expect((await globalState()).serverName).toBe('Arca');
    await put({ ...DEFAULT_GENERAL_CONFIG, serverName: 'Build Farm' });
    try {
      expect((await globalState()).serverName).toBe('Build Farm');
    } finally {
      await put(DEFAULT_GENERAL_CONFIG);
    }
  });

  it.each([
    ['an empty server name', { serverName: '   ' }, generalConfigMessages.serverNameRequired],
    ['a server name too long', { serverName: 'x'.repeat(65) }, generalConfigMessages.serverNameTooLong],
    ['a URL base without a scheme', { customUrlBase: 'arca.example.com' }, generalConfigMessages.customUrlBaseInvalid],
    ['an ftp URL base', { customUrlBase: 'ftp://arca.example.com' }, generalConfigMessages.customUrlBaseInvalid],
    [
      'a URL base with a query',
      { customUrlBase: 'https://a.example/?x=1' },
      generalConfigMessages.customUrlBaseInvalid,
    ],
    [
      'a URL base with credentials',
      { customUrlBase: 'https://u:p@a.example' },
      generalConfigMessages.customUrlBaseInvalid,
    ],
    ['a port out of range', { customUrlBase: 'http://a.example:70000' }, generalConfigMessages.customUrlBaseInvalid],
    ['a negative upload limit', { fileUploadMaxSizeMb: -1 }, generalConfigMessages.uploadLimitInvalid],
    ['a fractional upload limit', { fileUploadMaxSizeMb: 1.5 }, generalConfigMessages.uploadLimitInvalid],
  ])('refuses %s with 400 and the field message, saving nothing', async (_name, change, message) => {
    const res = await put({ ...DEFAULT_GENERAL_CONFIG, serverName: 'Changed', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ status: 400, message }] });
    expect((await get()).json().settings).toEqual(DEFAULT_GENERAL_CONFIG);
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await t.server.inject({
      method: 'PUT',
      url: generalConfigPaths.config,
      headers: admin,
      payload: { ...DEFAULT_GENERAL_CONFIG, helpLinksEnabled: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is changed by administrators only: 401 for anonymous callers, 403 for other users', async () => {
    expect((await put(DEFAULT_GENERAL_CONFIG, {})).statusCode).toBe(401);
    const refused = await put(DEFAULT_GENERAL_CONFIG, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ status: 403, message: serverMessages.adminRequired }] });
    expect((await postLogo(PNG, {}, {})).statusCode).toBe(401);
    expect((await postLogo(PNG, {}, reader)).statusCode).toBe(403);
    const remove = await t.server.inject({ method: 'DELETE', url: generalConfigPaths.logo, headers: reader });
    expect(remove.statusCode).toBe(403);
    expect((await footer()).logoUrl).toBeNull();
  });
});

describe('logo', () => {
  it('R28.140 accepts a PNG, serves it to anyone with a validator, and points the footer at it', async () => {
    const res = await postLogo(PNG, { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^${generalConfigPaths.logo}\\?v=[0-9a-f]{16}$`));
    expect((await footer()).logoUrl).toBe(logoUrl);
    const served = await t.server.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(served.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await t.server.inject({ method: 'GET', url: logoUrl, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('judges the bytes, not the name: a PNG named .txt is taken, HTML named .png is not', async () => {
    const png = await postLogo(PNG, {
      'content-type': 'text/plain',
      'content-disposition': 'attachment; filename="logo.txt"',
    });
    expect(png.statusCode).toBe(200);
    const html = await postLogo(HTML, {
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="logo.png"',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ errors: [{ status: 400, message: generalConfigMessages.logoNotImage }] });
    expect((await t.server.inject({ method: 'GET', url: generalConfigPaths.logo })).rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses text that is not an image, and an empty file, keeping the logo it had', async () => {
    const before = (await footer()).logoUrl;
    const text = await postLogo(Buffer.from('just some words'));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].message).toBe(generalConfigMessages.logoNotImage);
    const empty = await postLogo(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(generalConfigMessages.logoEmpty);
    expect((await footer()).logoUrl).toBe(before);
  });

  it('refuses an image larger than 1 MB with 413, and takes one of exactly 1 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const refused = await postLogo(big, { 'content-type': 'image/png' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ errors: [{ status: 413, message: generalConfigMessages.logoTooLarge }] });
    const fits = await postLogo(big.subarray(0, LOGO_MAX_BYTES));
    expect(fits.statusCode).toBe(200);
  });

  it('recognises PNG, JPEG, GIF and SVG, and nothing else', async () => {
    expect([PNG, JPEG, GIF, SVG].map(sniffImage)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml']);
    expect(sniffImage(HTML)).toBeUndefined();
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    const svg = await postLogo(SVG, { 'content-type': 'text/plain' });
    expect(svg.statusCode).toBe(200);
    const served = await t.server.inject({ method: 'GET', url: generalConfigPaths.logo });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    // An SVG opened on its own runs no script on this origin.
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('goes back to the product logo when the custom one is removed', async () => {
    const res = await t.server.inject({ method: 'DELETE', url: generalConfigPaths.logo, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
    expect((await footer()).logoUrl).toBeNull();
    const gone = await t.server.inject({ method: 'GET', url: generalConfigPaths.logo });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe(generalConfigMessages.logoNotFound);
  });
});

describe('file upload limit', () => {
  beforeAll(() => t.createRepositories(['uploads']));

  const deploy = (prefix: string, name: string, size: number, headers: Record<string, string>) =>
    t.server.inject({
      method: 'PUT',
      url: `${prefix}/artifactory/uploads/${name}`,
      headers: { 'content-type': 'application/octet-stream', ...headers },
      payload: Buffer.alloc(size, 1),
    });

  it("refuses a console deploy larger than the limit with 413 and stores nothing; clients' own calls are not limited", async () => {
    await put({ ...DEFAULT_GENERAL_CONFIG, fileUploadMaxSizeMb: 1 });
    const console = t.asConsole(await t.login('admin', ADMIN_PASSWORD));
    const refused = await deploy(UI_API, 'big.bin', 1024 * 1024 + 1, console);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ errors: [{ status: 413, message: generalConfigMessages.uploadTooLarge(1) }] });
    expect((await deploy(UI_API, 'small.bin', 1024 * 1024, console)).statusCode).toBe(201);
    expect((await deploy('', 'client.bin', 1024 * 1024 + 1, admin)).statusCode).toBe(201);
    expect(await t.storedPaths('uploads')).toEqual(['client.bin', 'small.bin']);

    await put({ ...DEFAULT_GENERAL_CONFIG, fileUploadMaxSizeMb: 0 });
    expect((await deploy(UI_API, 'unlimited.bin', 1024 * 1024 + 1, console)).statusCode).toBe(201);
    await put(DEFAULT_GENERAL_CONFIG);
  });
});
