import { PageHeader } from '@arca/ui';
import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePermission } from '../../../shared/management/queries.ts';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { PermissionEditor } from '../components/permission-editor.tsx';
import { emptyPermissionForm, permissionToForm } from '../permission-form.ts';

function CreatePermission() {
  const [initial] = useState(emptyPermissionForm);
  return (
    <>
      <PageHeader title="New permission" description="Choose what it covers, then who may do what on it." />
      <PermissionEditor mode="create" initial={initial} />
    </>
  );
}

function EditPermission({ name }: { name: string }) {
  const permission = usePermission(name);
  return (
    <>
      <PageHeader title={`Edit permission '${name}'`} description="Saving replaces every resource of the permission." />
      {permission.isPending ? (
        <Spin />
      ) : permission.error ? (
        <Alert type="error" showIcon title="Could not load the permission" description={permission.error.message} />
      ) : (
        // Later refetches (after saving) do not reset what is being edited: the editor keeps its first values.
        <PermissionEditor key={name} mode="edit" initial={permissionToForm(permission.data)} />
      )}
    </>
  );
}

/** /admin/management/permissions/create and /edit/:permissionName (R1.66). */
export function PermissionEditorPage() {
  const { permissionName } = useParams();
  usePageTitle(permissionName, 'Permissions');
  return permissionName === undefined ? <CreatePermission /> : <EditPermission name={permissionName} />;
}
