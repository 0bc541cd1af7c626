import { PageContainer } from '@/components/layout/page-container';
import { useSiteConfig } from '@/hooks/use-site-config';
import { ContactForm } from './contact-form';
import { ContactLinks } from './contact-links';
import { OfficeMap } from './office-map';

/** Two columns: Get in Touch with links and the map; the form (public-area.md "Contact"). */
export function ContactPage() {
  const { data: config } = useSiteConfig();
  return (
    <PageContainer className="grid gap-10 lg:grid-cols-2 lg:gap-14">
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Get in Touch</h1>
          <p className="mt-3 text-lg text-fg-muted">Have a question? We'd love to hear from you.</p>
        </div>
        <ContactLinks contact={config?.contact} />
        <OfficeMap config={config} />
      </div>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <ContactForm />
      </div>
    </PageContainer>
  );
}
