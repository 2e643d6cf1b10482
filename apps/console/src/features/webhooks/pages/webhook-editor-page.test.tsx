import {
  type CustomWebhookHandler,
  releaseBundlePaths,
  type WebhookSubscription,
  webhookMessages,
  webhookPaths,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../test/enter-text.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import {
  buildPatternsUrl,
  chatLocked,
  ciNotify,
  refusal,
  someDeliveries,
  webhookReadHandlers,
} from '../webhooks-test-data.ts';

type View = ReturnType<typeof renderApp>;

const field = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea' });

/** The help text a field's error is announced by. */
function messageOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openNew(extra: Parameters<typeof server.use> = []) {
  const reads = webhookReadHandlers();
  server.use(...startupHandlers(adminUser), ...reads.handlers, ...extra);
  const view = renderApp('/admin/configuration/webhooks/new');
  await screen.findByRole('heading', { level: 1, name: 'New webhook' });
  await screen.findByLabelText('Name', { selector: 'input' });
  return { view, calls: reads.calls };
}

async function chooseDomain(view: View, text: string) {
  const select = screen.getByRole('combobox', { name: 'Event' });
  await view.user.click(select);
  // The list is windowed: searching brings the option into view.
  await enterText(view.user, select, text);
  const options = await screen.findAllByTitle(text);
  await view.user.click(options[options.length - 1] as HTMLElement);
}

/** Fills what a valid new plain webhook needs. */
async function fillValid(view: View, key = 'deploy-hook') {
  await enterText(view.user, field('Name'), key);
  await chooseDomain(view, 'Artifact');
  await view.user.click(await screen.findByRole('checkbox', { name: 'Deployed' }));
  await enterText(view.user, field('URL'), 'https://ci.example.com/hook');
}

function recordBodies(method: 'post' | 'put', url: string, answer: () => Response) {
  const bodies: WebhookSubscription[] = [];
  return {
    bodies,
    handler: http[method](url, async ({ request }) => {
      bodies.push((await request.json()) as WebhookSubscription);
      return answer();
    }),
  };
}

describe('new webhook form', () => {
  it('R1.52 R21.03 R21.10 offers the event selection from the fetched domains and creates the webhook', async () => {
    const create = recordBodies('post', webhookPaths.console.subscriptions, () =>
      HttpResponse.json(ciNotify, { status: 201 }),
    );
    const { view, calls } = await openNew([create.handler]);
    expect(calls).toContain(webhookPaths.console.domains);
    await fillValid(view);
    await enterText(view.user, field('Description'), 'CI');
    await enterText(view.user, field('Secret'), 's3cret');
    await view.user.click(screen.getByRole('checkbox', { name: 'Use secret for signing' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Proxy' }));
    await view.user.click((await screen.findAllByTitle('corp-egress')).at(-1) as HTMLElement);
    await view.user.click(screen.getByRole('button', { name: /Add header$/ }));
    await enterText(view.user, field('Header 1 name'), 'X-Team');
    await enterText(view.user, field('Header 1 value'), 'platform');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByText("Webhook 'deploy-hook' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks'));
    expect(create.bodies).toEqual([
      {
        key: 'deploy-hook',
        description: 'CI',
        enabled: true,
        event_filter: {
          domain: 'artifact',
          event_types: ['deployed'],
          criteria: {
            anyLocal: false,
            anyRemote: false,
            anyFederated: false,
            repoKeys: [],
            includePatterns: ['**/*'],
            excludePatterns: [],
          },
        },
        handlers: [
          {
            handler_type: 'webhook',
            url: 'https://ci.example.com/hook',
            secret: 's3cret',
            use_secret_for_signing: true,
            custom_http_headers: [{ name: 'X-Team', value: 'platform' }],
            proxy: 'corp-egress',
          },
        ],
      },
    ]);
  });

  it('R21.14 shows "This field is mandatory" under the empty name, event, event types and URL', async () => {
    const { view } = await openNew();
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(messageOf(field('Name'))).toContain(webhookMessages.mandatory));
    expect(messageOf(field('URL'))).toContain(webhookMessages.mandatory);
    expect(messageOf(screen.getByRole('combobox', { name: 'Event' }))).toContain(webhookMessages.mandatory);
    expect(screen.getAllByText(webhookMessages.mandatory)).toHaveLength(4);
  });

  it('R21.13 shows "Name cannot contain special characters" for a name breaking the rule', async () => {
    const { view } = await openNew();
    await enterText(view.user, field('Name'), 'ci hook!');
    await waitFor(() => expect(messageOf(field('Name'))).toContain(webhookMessages.nameInvalid));
    await view.user.clear(field('Name'));
    await enterText(view.user, field('Name'), 'ci-hook');
    await waitFor(() => expect(messageOf(field('Name'))).not.toContain(webhookMessages.nameInvalid));
  });

  it('R21.15 shows "This name already exist" for a used name, whatever its letter case, and for the server\'s 409', async () => {
    const create = recordBodies('post', webhookPaths.console.subscriptions, () =>
      refusal(409, webhookMessages.nameExists),
    );
    const { view } = await openNew([create.handler]);
    await enterText(view.user, field('Name'), 'CI-Notify');
    await waitFor(() => expect(messageOf(field('Name'))).toContain(webhookMessages.nameExists));

    // Taken by someone else after the list was read: the server says so.
    await view.user.clear(field('Name'));
    await fillValid(view, 'fresh-hook');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(messageOf(field('Name'))).toContain(webhookMessages.nameExists));
    expect(create.bodies).toHaveLength(1);
  });

  it('R21.16 shows "Enter a valid URL" for a URL that is not an http(s) address', async () => {
    const { view } = await openNew();
    for (const bad of ['not a url', 'ftp://files.example.com/x', 'https//missing-colon']) {
      await view.user.clear(field('URL'));
      await enterText(view.user, field('URL'), bad);
      await waitFor(() => expect(messageOf(field('URL'))).toContain(webhookMessages.urlInvalid));
    }
    await view.user.clear(field('URL'));
    await enterText(view.user, field('URL'), 'http://127.0.0.1:9000/hook');
    await waitFor(() => expect(messageOf(field('URL'))).not.toContain(webhookMessages.urlInvalid));
  });

  it('R21.17 shows "Header must contain name and value" for a header missing either', async () => {
    const create = recordBodies('post', webhookPaths.console.subscriptions, () => HttpResponse.json(ciNotify));
    const { view } = await openNew([create.handler]);
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: /Add header$/ }));
    await enterText(view.user, field('Header 1 name'), 'X-Team');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(messageOf(field('Header 1 name'))).toContain(webhookMessages.headerIncomplete));
    expect(create.bodies).toEqual([]);
    await enterText(view.user, field('Header 1 value'), 'platform');
    await waitFor(() => expect(messageOf(field('Header 1 name'))).not.toContain(webhookMessages.headerIncomplete));
  });

  it('R21.03 R21.18 R21.19 a custom webhook has method, secrets and payload; secret names are checked', async () => {
    const create = recordBodies('post', webhookPaths.console.subscriptions, () => HttpResponse.json(ciNotify));
    const { view } = await openNew([create.handler]);
    await fillValid(view);
    await view.user.click(screen.getByText('Custom webhook').closest('label') as HTMLElement);
    expect(screen.queryByLabelText('Secret', { selector: 'input' })).toBeNull();
    await view.user.click(screen.getByRole('combobox', { name: 'Method' }));
    await view.user.click(await screen.findByTitle('PUT'));
    await view.user.click(screen.getByRole('button', { name: /Add secret$/ }));
    await enterText(view.user, field('Secret 1 value'), 'xyz');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(messageOf(field('Secret 1 name'))).toContain(webhookMessages.secretNameMissing));
    await enterText(view.user, field('Secret 1 name'), '9token');
    await waitFor(() => expect(messageOf(field('Secret 1 name'))).toContain(webhookMessages.secretNameInvalid));
    expect(create.bodies).toEqual([]);
    await view.user.clear(field('Secret 1 name'));
    await enterText(view.user, field('Secret 1 name'), 'token');
    await enterText(view.user, screen.getByRole('textbox', { name: 'Payload' }), 'hello');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]?.handlers).toEqual([
      {
        handler_type: 'custom-webhook',
        url: 'https://ci.example.com/hook',
        method: 'PUT',
        secrets: [{ name: 'token', value: 'xyz' }],
        http_headers: [],
        payload: 'hello',
      },
    ]);
  });

  it('R21.05 R21.06 R21.07 R21.09 shows the pattern section the chosen domain calls for', async () => {
    const { view } = await openNew([
      http.post(buildPatternsUrl, () => HttpResponse.json([])),
      http.post(releaseBundlePaths.matching, () => HttpResponse.json([])),
    ]);
    expect(screen.queryByRole('region', { name: 'Include Patterns' })).toBeNull();
    await chooseDomain(view, 'Artifact');
    expect(await screen.findByText('Repositories', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Any local' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Include Patterns' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Exclude Patterns' })).toBeTruthy();

    await chooseDomain(view, 'Build');
    expect(await screen.findByText('Builds', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Any build' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Include Patterns' })).toBeTruthy();

    await chooseDomain(view, 'Release bundle');
    expect(await screen.findByText('Release bundles', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Any release bundle' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Exclude Patterns' })).toBeTruthy();

    await chooseDomain(view, 'User');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Include Patterns' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeTruthy();
  });

  it('R21.24 R21.25 R21.27 fetches the builds the include patterns reach, and skips the call without patterns', async () => {
    const asked: unknown[] = [];
    const { view } = await openNew([
      http.post(buildPatternsUrl, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(['app']);
      }),
    ]);
    await chooseDomain(view, 'Build');
    const reached = await screen.findByRole('region', { name: 'Builds the patterns reach' });
    await waitFor(() => expect(within(reached).getByText('app')).toBeTruthy());
    expect(asked).toEqual([{ includePatterns: ['**/*'], excludePatterns: [] }]);

    const includes = screen.getByRole('region', { name: 'Include Patterns' });
    await view.user.click(within(includes).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(within(reached).getByText('none')).toBeTruthy());
    expect(asked).toHaveLength(1);
  });

  it('R21.26 R21.27 fetches the release bundles the patterns reach', async () => {
    const asked: unknown[] = [];
    const { view } = await openNew([
      http.post(releaseBundlePaths.matching, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(['payments-bundle']);
      }),
    ]);
    await chooseDomain(view, 'Release bundle');
    const reached = await screen.findByRole('region', { name: 'Release bundles the patterns reach' });
    await waitFor(() => expect(within(reached).getByText('payments-bundle')).toBeTruthy());
    expect(asked).toEqual([{ includePatterns: ['**/*'], excludePatterns: [] }]);
  });

  it('R21.28 a failing builds fetch shows no message and leaves the list empty', async () => {
    const { view } = await openNew([http.post(buildPatternsUrl, () => refusal(500, 'Builds are down'))]);
    await chooseDomain(view, 'Build');
    const reached = await screen.findByRole('region', { name: 'Builds the patterns reach' });
    await new Promise((done) => setTimeout(done, 300));
    expect(within(reached).getByText('none')).toBeTruthy();
    expect(screen.queryByText('Builds are down')).toBeNull();
  });

  it('R21.02 R27.42 lays the fields out in columns of 24/18/12/8/6', async () => {
    await openNew();
    const column = field('Name').closest('[class*="ant-col-xs-"]') as HTMLElement;
    for (const name of ['ant-col-xs-24', 'ant-col-sm-18', 'ant-col-md-12', 'ant-col-lg-8', 'ant-col-xl-6']) {
      expect(column.classList).toContain(name);
    }
  });
});

describe('test action', () => {
  async function runTest(answer: () => Response) {
    const test = recordBodies('post', webhookPaths.console.test, answer);
    const { view } = await openNew([test.handler]);
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: /(^|\s)Test$/ }));
    return { test, view };
  }

  it('R21.04 R21.20 sends the form as it stands and shows the success message', async () => {
    const { test } = await runTest(() =>
      HttpResponse.json({ result: 'success', message: webhookMessages.testSucceeded }),
    );
    expect(await screen.findByText(webhookMessages.testSucceeded)).toBeTruthy();
    expect(test.bodies).toHaveLength(1);
    expect(test.bodies[0]?.key).toBe('deploy-hook');
    expect(test.bodies[0]?.handlers[0]?.url).toBe('https://ci.example.com/hook');
  });

  it('forgets the outcome once the form changes, since it spoke of the form as it was', async () => {
    const { view } = await runTest(() =>
      HttpResponse.json({ result: 'success', message: webhookMessages.testSucceeded }),
    );
    await screen.findByText(webhookMessages.testSucceeded);
    await enterText(view.user, field('URL'), '2');
    await waitFor(() => expect(screen.queryByText(webhookMessages.testSucceeded)).toBeNull());
  });

  it("R21.21 shows 'Sending a dummy Webhook failed' with the receiver's answer", async () => {
    await runTest(() => refusal(400, webhookMessages.testFailed, webhookMessages.receiverAnswered(500)));
    expect(await screen.findByText(webhookMessages.testFailed)).toBeTruthy();
    expect(screen.getByText(webhookMessages.receiverAnswered(500))).toBeTruthy();
  });

  it("R21.21 a bad gateway from the receiver shows 'Sending a dummy Webhook failed' once", async () => {
    await runTest(() => refusal(502, webhookMessages.testFailed));
    expect(await screen.findByText(webhookMessages.testFailed)).toBeTruthy();
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.getAllByText(webhookMessages.testFailed)).toHaveLength(1);
  });

  it("R21.22 shows 'Request failed, unable to test Webhook.' when the receiver never answered", async () => {
    await runTest(() => refusal(400, webhookMessages.testUnreachable, 'connect ECONNREFUSED 127.0.0.1:9'));
    expect(await screen.findByText(webhookMessages.testUnreachable)).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeTruthy();
  });

  it('does not send an invalid form', async () => {
    const test = recordBodies('post', webhookPaths.console.test, () => HttpResponse.json({}));
    const { view } = await openNew([test.handler]);
    await view.user.click(screen.getByRole('button', { name: /(^|\s)Test$/ }));
    await waitFor(() => expect(messageOf(field('URL'))).toContain(webhookMessages.mandatory));
    expect(test.bodies).toEqual([]);
  });
});

describe('edit webhook', () => {
  async function openEdit(extra: Parameters<typeof server.use> = []) {
    server.use(...startupHandlers(adminUser), ...webhookReadHandlers().handlers, ...extra);
    const view = renderApp('/admin/configuration/webhooks/edit/ci-notify');
    await screen.findByRole('heading', { level: 1, name: "Edit webhook 'ci-notify'" });
    await screen.findByLabelText('Name', { selector: 'input' });
    return view;
  }

  it('R1.53 shows the stored webhook, says a secret is set and keeps it when left blank', async () => {
    const update = recordBodies('put', webhookPaths.console.subscription('ci-notify'), () =>
      HttpResponse.json(ciNotify),
    );
    const view = await openEdit([update.handler]);
    expect((field('Name') as HTMLInputElement).value).toBe('ci-notify');
    expect((field('Name') as HTMLInputElement).disabled).toBe(true);
    expect((field('URL') as HTMLInputElement).value).toBe('https://ci.example.com/hook');
    expect(screen.getByText('A secret is set. Leave blank to keep it.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Deployed' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Any local' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Include Patterns' })).getByText('org/**')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await enterText(view.user, field('Description'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Webhook 'ci-notify' saved")).toBeTruthy();
    const handler = update.bodies[0]?.handlers[0];
    expect(handler).toEqual({
      handler_type: 'webhook',
      url: 'https://ci.example.com/hook',
      use_secret_for_signing: true,
      custom_http_headers: [{ name: 'X-Team', value: '' }],
    });
    expect(update.bodies[0]?.description).toBe('Tell CI about new jars!');
  });

  it('L5 shows a stored header value masked, and keeps it when left blank', async () => {
    const update = recordBodies('put', webhookPaths.console.subscription('ci-notify'), () =>
      HttpResponse.json(ciNotify),
    );
    const view = await openEdit([update.handler]);
    const value = field('Header 1 value') as HTMLInputElement;
    expect(value.type).toBe('password');
    expect(value.value).toBe('');
    expect(value.placeholder).toBe('A value is set — type to replace it');
    await enterText(view.user, field('Description'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Webhook 'ci-notify' saved")).toBeTruthy();
    expect(update.bodies[0]?.handlers[0]).toMatchObject({ custom_http_headers: [{ name: 'X-Team', value: '' }] });
  });

  it('L4 asks for the secret and header values again once the URL leads to another host, not for another path', async () => {
    const update = recordBodies('put', webhookPaths.console.subscription('ci-notify'), () =>
      HttpResponse.json(ciNotify),
    );
    const view = await openEdit([update.handler]);
    const reenter = 'The URL now leads to another host: enter the secret and the header values again.';
    await enterText(view.user, field('URL'), '/v2');
    expect(screen.getByText('A secret is set. Leave blank to keep it.')).toBeTruthy();
    expect(screen.queryByText(reenter, { exact: false })).toBeNull();

    await view.user.clear(field('URL'));
    await enterText(view.user, field('URL'), 'https://hooks.other.example/hook');
    expect(await screen.findByText(reenter, { exact: false })).toBeTruthy();
    expect((field('Secret') as HTMLInputElement).placeholder).toBe('Enter the secret again');
    expect((field('Header 1 value') as HTMLInputElement).placeholder).not.toBe('A value is set — type to replace it');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(field('Header 1 name'))).toContain(webhookMessages.headerIncomplete));
    expect(messageOf(field('Secret'))).toContain('Enter the secret again');
    expect(update.bodies).toEqual([]);

    await enterText(view.user, field('Secret'), 'n3w-secret');
    await enterText(view.user, field('Header 1 value'), 'platform');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]?.handlers[0]).toMatchObject({
      url: 'https://hooks.other.example/hook',
      secret: 'n3w-secret',
      custom_http_headers: [{ name: 'X-Team', value: 'platform' }],
    });
  });

  it('shows the delivery history with time, event, attempt, outcome, status code, duration and error', async () => {
    await openEdit();
    const history = await screen.findByRole('table', { name: 'Delivery history' });
    for (const header of ['Time', 'Event', 'Attempt', 'Outcome', 'Status code', 'Duration', 'Error']) {
      expect(within(history).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    await within(history).findByText('Delivered');
    expect(within(history).getByText('Retrying')).toBeTruthy();
    expect(within(history).getByText('503')).toBeTruthy();
    expect(within(history).getByText('41 ms')).toBeTruthy();
    expect(within(history).getByText('The receiver answered HTTP 503')).toBeTruthy();
    expect(within(history).getAllByText('Artifact · Deployed')).toHaveLength(2);
  });

  it('shows a payload template, description and receiver error that look like markup as text, never as elements', async () => {
    const payload = '{"text":"<img src=x onerror=\\"document.title=1\\">"}';
    const stored: WebhookSubscription = {
      ...chatLocked,
      description: '<script>alert(1)</script>',
      handlers: [{ ...(chatLocked.handlers[0] as CustomWebhookHandler), payload }],
    };
    const answered = '<iframe src="javascript:alert(1)"></iframe>';
    server.use(
      ...startupHandlers(adminUser),
      http.get(`${webhookPaths.console.subscriptions}/:key/deliveries`, () =>
        HttpResponse.json([{ ...someDeliveries[1], error: answered }]),
      ),
      ...webhookReadHandlers([stored]).handlers,
    );
    renderApp('/admin/configuration/webhooks/edit/chat-locked');
    await screen.findByLabelText('Name', { selector: 'input' });
    expect((screen.getByRole('textbox', { name: 'Payload' }) as HTMLTextAreaElement).value).toBe(payload);
    expect((field('Description') as HTMLTextAreaElement).value).toBe('<script>alert(1)</script>');
    const history = await screen.findByRole('table', { name: 'Delivery history' });
    expect(await within(history).findByText(answered)).toBeTruthy();
    expect(document.querySelector('img[src="x"], script, iframe')).toBeNull();
  });

  it('R21.08 R26.32 asks before leaving with unsaved changes, and stays when told to', async () => {
    const view = await openEdit();
    await enterText(view.user, field('URL'), '/more');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText('You have unsaved changes. Leaving this page will discard changes.')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe('/admin/configuration/webhooks/edit/ci-notify');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findAllByRole('dialog', { name: 'Discard changes?' });
    await view.user.click(within(again[again.length - 1] as HTMLElement).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks'));
  });

  it('R21.08 leaves without asking when nothing changed', async () => {
    const view = await openEdit();
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/configuration/webhooks'));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });
});
