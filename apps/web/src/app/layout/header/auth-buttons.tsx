import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

/** Login and Register for anonymous visitors. */
export function AuthButtons({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <ButtonLink to={paths.login} variant="secondary" size="sm" onClick={onNavigate}>
        Login
      </ButtonLink>
      <ButtonLink to={paths.register} size="sm" onClick={onNavigate}>
        Register
      </ButtonLink>
    </div>
  );
}
