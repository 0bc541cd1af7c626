import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { INDUSTRY_OPTIONS } from '@/config/constants';
import { buildLoginPath, paths } from '@/config/paths';
import { sanitisePersonName } from '@/lib/person-name';
import { useAuth } from '../hooks/use-auth';
import { usePasswordAssessment } from '../hooks/use-password-assessment';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import {
  EMPTY_REGISTRATION_FORM,
  type RegistrationForm,
  toRegisterRequest,
  validateRegistrationForm,
} from '../utils/registration-form';
import { toSafeRedirectPath } from '../utils/safe-redirect';
import { AuthCard, LINK_CLASS } from './auth-card';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

/**
 * Register / Create an Account (public-area.md "Register" and section 5). A same-site `next`
 * (e.g. a workspace invitation) is where the new account goes instead of the verify-email
 * page; the verification email is sent either way.
 */
export function RegisterPage() {
  const { register, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = toSafeRedirectPath(searchParams.get('next'));
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION_FORM);
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const passwordFeedback = usePasswordAssessment(form.password, {
    email: form.email,
    names: [form.first_name, form.last_name, form.company_name],
  });

  if (isAuthenticated && !isSubmitting) return <Navigate to={next ?? paths.home} replace />;

  const update = (field: keyof RegistrationForm, value: string) => {
    setMessage(null);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistrationForm(form);
    if (problem) {
      setMessage(problem);
      return;
    }
    setIsSubmitting(true);
    try {
      await register(toRegisterRequest(form));
      if (next) {
        toast(AUTH_MESSAGES.verifyReminder, { icon: '✉️' });
        navigate(next, { replace: true });
      } else {
        navigate(paths.verifyEmail, { replace: true, state: { email: form.email.trim() } });
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Registration failed');
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={UserPlus}
      title="Create an Account"
      subtitle="Free forever: save favourites, unlock leaderboard filters and download documents."
      isWide
      footer={
        <>
          Already have an account?{' '}
          <Link to={buildLoginPath({ next: next ?? undefined })} className={LINK_CLASS}>
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {message && (
          <Alert key={message} tone="error" revealOnShow>
            {message}
          </Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            value={form.first_name}
            onChange={(event) => update('first_name', sanitisePersonName(event.target.value))}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            value={form.last_name}
            onChange={(event) => update('last_name', sanitisePersonName(event.target.value))}
          />
          <TextField
            label="Company name"
            name="company_name"
            autoComplete="organization"
            value={form.company_name}
            onChange={(event) => update('company_name', event.target.value)}
          />
          <TextField
            label="Phone"
            name="phone_number"
            type="tel"
            autoComplete="tel"
            isOptional
            value={form.phone_number}
            onChange={(event) => update('phone_number', event.target.value)}
          />
        </div>
        <SelectField
          label="Industry"
          name="industry"
          placeholder="Select your industry"
          options={INDUSTRY_OPTIONS}
          value={form.industry}
          onChange={(event) => update('industry', event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            hint={<PasswordStrength feedback={passwordFeedback} />}
            value={form.password}
            onChange={(event) => update('password', event.target.value)}
          />
          <PasswordField
            label="Confirm password"
            name="password2"
            autoComplete="new-password"
            required
            value={form.password2}
            onChange={(event) => update('password2', event.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
