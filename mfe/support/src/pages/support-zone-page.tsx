import { CustomerServiceOutlined, PlusOutlined } from '@ant-design/icons';
import { type SupportBundle, testIds } from '@arca/contract';
import { EmptyState, PageHeader, toast, useConfirm } from '@arca/ui';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useInstalledServices } from '../api/installed-services.ts';
import { useMissionControlAvailable, useSupportBundles } from '../api/support-bundle-queries.ts';
import { useDeleteSupportBundle } from '../api/use-delete-support-bundle.ts';
import { CreateBundleDialog } from '../components/create-bundle-dialog.tsx';
import { SupportBundleTable } from '../components/support-bundle-table.tsx';
import { buildSupportBundleRequest } from '../support-bundle-payload.ts';
import { offeredBundleServices } from '../support-bundle-services.ts';
import { useBundleCreation } from '../use-bundle-creation.ts';

/** /admin/support-zone (R1.59, R15.01): the support bundles, made, downloaded and deleted here. */
export function SupportZonePage() {
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const bundles = useSupportBundles();
  const installed = useInstalledServices().data?.services ?? [];
  const services = offeredBundleServices(installed, useMissionControlAvailable());
  const { placeholders, create } = useBundleCreation();
  const deleteBundle = useDeleteSupportBundle();
  const [creating, setCreating] = useState(false);

  const rows = [...placeholders, ...(bundles.data ?? [])];
  const empty = bundles.data !== undefined && rows.length === 0;

  const onDelete = async (bundle: SupportBundle) => {
    const sure = await confirm({
      title: `Delete support bundle '${bundle.name || bundle.id}'?`,
      content: 'Its archive is removed from the server. This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    // R15.11: a refused delete says nothing; the reloaded list shows the bundle still there.
    if (await deleteBundle(bundle.id)) {
      toast(message, { type: 'success', content: `Support bundle '${bundle.name || bundle.id}' deleted` });
    }
  };

  return (
    <>
      {confirmHolder}
      <PageHeader
        title="Support Zone"
        description="Support bundles gather logs, configuration and diagnostics into one archive to hand to whoever helps you."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid={testIds.supportZone.create}
            onClick={() => setCreating(true)}
          >
            Create support bundle
          </Button>
        }
      />
      <Card styles={{ body: empty ? undefined : { padding: 0 } }}>
        {empty ? (
          <EmptyState
            header="No support bundles yet"
            image={{ kind: 'node', node: <CustomerServiceOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
            contentLines={[
              'When something goes wrong, a support bundle collects the logs of the days you choose, the configuration with every secret removed, system information and thread dumps.',
              'Download it as a zip and attach it to your support ticket.',
            ]}
            canEdit={false}
          />
        ) : (
          <SupportBundleTable rows={rows} loading={bundles.isPending} onDelete={(bundle) => void onDelete(bundle)} />
        )}
      </Card>
      {creating ? (
        <CreateBundleDialog
          services={services}
          onClose={() => setCreating(false)}
          onCreate={(values) => {
            setCreating(false);
            void create(buildSupportBundleRequest(values));
          }}
        />
      ) : null}
    </>
  );
}
