import { CompanySection } from './company-section';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { WorkspaceFrame } from './workspace-frame';
import { RenameSection, TransferSection } from './workspace-settings-section';

/**
 * /account/workspaces/:workspaceId: members with their roles, invitations, the name and
 * ownership. Each section shows only when the caller's role allows it (the API's `permissions`).
 */
export function WorkspaceSettingsPage({ workspaceId }: { workspaceId: number }) {
  return (
    <WorkspaceFrame workspaceId={workspaceId}>
      {(workspace, myUserId) => {
        const can = (action: string) => workspace.permissions.includes(action);
        return (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <MembersSection workspace={workspace} myUserId={myUserId} />
              {can('members.invite') && <InviteSection workspace={workspace} />}
              <CompanySection workspace={workspace} />
            </div>
            <div className="space-y-6">
              {workspace.kind === 'team' && can('workspace.settings') && (
                <RenameSection key={workspace.name} workspace={workspace} />
              )}
              {can('workspace.transfer') && <TransferSection workspace={workspace} />}
            </div>
          </div>
        );
      }}
    </WorkspaceFrame>
  );
}
