import { ContactPage } from '@/features/contact/components/contact-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function ContactRoute() {
  usePageMeta({
    title: 'Contact Us',
    description:
      "Have a question about WAC or UK public-sector tenders? Email us, follow us, or send a message and we'll get back to you shortly.",
  });
  return <ContactPage />;
}
