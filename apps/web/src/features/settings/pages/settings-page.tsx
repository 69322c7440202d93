import { settingsPath } from '@stryd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Seo } from '../../../lib/seo';
import { clearSession, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { SessionGate } from '../../../lib/ui/session-gate';
import { BlockedPeopleSection } from '../components/blocked-people-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { ExportSection } from '../components/export-section';
import { HistoryPrivacySection } from '../components/history-privacy-section';
import { ImportSection } from '../components/import-section';
import { NotificationsSection } from '../components/notifications-section';
import { PlanSection } from '../components/plan-section';
import { PlatesSection } from '../components/plates-section';
import { ProfileSection } from '../components/profile-section';
import { ThemeSection } from '../components/theme-section';
import { UnitsSection } from '../components/units-section';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

function SettingsContent({ onDeleted }: { onDeleted: () => void }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <ProfileSection user={user} />
      <PlanSection user={user} />
      <UnitsSection />
      <PlatesSection />
      <ThemeSection />
      <HistoryPrivacySection />
      <NotificationsSection />
      <BlockedPeopleSection />
      <EmailPreferencesSection />
      <ExportSection />
      <ImportSection />
      <DeleteAccountSection username={user.username} onDeleted={onDeleted} />
    </div>
  );
}

/** /settings: profile, plan, units, bar and plates, theme, history privacy, e-mail, export and account deletion (signed in only). */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);

  // Leaving is rendered before the session is cleared, so the sign-in gate never sends a deleted
  // account to /login?redirectTo=/settings.
  if (deleted) return <Navigate to="/welcome" replace />;

  const onDeleted = () => {
    setDeleted(true);
    clearSession(queryClient);
    toast.success(ACCOUNT_DELETED);
  };

  return (
    <>
      <Seo
        title="Settings"
        description="Your profile, plan, units, privacy and account."
        path={settingsPath()}
        noIndex
      />
      <div className="mx-auto w-full max-w-2xl">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <SessionGate>
          <SettingsContent onDeleted={onDeleted} />
        </SessionGate>
      </div>
    </>
  );
}
