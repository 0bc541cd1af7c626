import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ContactRoute() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Have a question? Get in touch with the WAC team and we'll get back to you shortly."
    />
  );
}
