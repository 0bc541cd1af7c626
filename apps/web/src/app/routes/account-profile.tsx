import { AccountPage } from '@/features/account/components/account-page';
import { EmailVerificationReminder } from '@/features/auth/components/email-verification-reminder';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AccountProfileRoute() {
  usePageMeta({
    title: 'My Account',
    description: 'Manage your WAC profile, daily usage, password and subscription.',
  });
  return <AccountPage notice={<EmailVerificationReminder className="mb-6" />} />;
}
