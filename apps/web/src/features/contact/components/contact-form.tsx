import { CONTACT_HONEYPOT_FIELD } from '@wac/contract';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useContactForm } from '../hooks/use-contact-form';
import { getContactErrorMessage, getContactFieldError } from '../utils/contact-error-message';
import { ContactField } from './contact-field';
import { ContactSuccess } from './contact-success';

/** Full Name, Email Address, Your Message; native validation off, the server validates. */
export function ContactForm() {
  const form = useContactForm();
  if (form.isSuccess) return <ContactSuccess onSendAnother={form.reset} />;
  const fieldError = (field: string) => getContactFieldError(form.error, field);

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <ContactField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={form.fields.name}
        onChange={(value) => form.setField('name', value)}
        error={fieldError('name')}
      />
      <ContactField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        value={form.fields.email}
        onChange={(value) => form.setField('email', value)}
        error={fieldError('email')}
      />
      <ContactField
        label="Your Message"
        name="message"
        isMultiline
        value={form.fields.message}
        onChange={(value) => form.setField('message', value)}
        error={fieldError('message')}
      />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.fields.website}
          onChange={(event) => form.setField(CONTACT_HONEYPOT_FIELD, event.target.value)}
        />
      </div>
      <Button type="submit" disabled={form.isSubmitting} className="w-full sm:w-auto">
        {form.isSubmitting ? (
          <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />
        ) : (
          <Send aria-hidden className="size-4" />
        )}
        {form.isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
      <div aria-live="assertive">
        {form.error && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {getContactErrorMessage(form.error)}
          </p>
        )}
      </div>
    </form>
  );
}
