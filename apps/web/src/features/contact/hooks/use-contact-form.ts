import { useMutation } from '@tanstack/react-query';
import { CONTACT_HONEYPOT_FIELD, type ContactRequest } from '@wac/contract';
import { type FormEvent, useState } from 'react';
import { sendContactMessage } from '../api/send-contact-message';

export type ContactFields = Required<Pick<ContactRequest, 'name' | 'email' | 'message'>> & {
  [CONTACT_HONEYPOT_FIELD]: string;
};

const EMPTY_FIELDS: ContactFields = { name: '', email: '', message: '', website: '' };

/**
 * The contact form's state (public-area.md section 4): idle, submitting, success or error. Values
 * go to the server as typed; the server validates (the form has native validation switched off).
 */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS);
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const setField = (name: keyof ContactFields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(fields);
  };

  /** Send Another: back to an empty, idle form. */
  const reset = () => {
    setFields(EMPTY_FIELDS);
    mutation.reset();
  };

  return {
    fields,
    setField,
    submit,
    reset,
    isSubmitting: mutation.isPending,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
  };
}
