import { Moon, Sun } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useTheme } from '../hooks/use-theme';

/** A toggle button: pressed means dark theme; the label also names the theme it switches to. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const label = isDark
    ? 'Dark theme on, switch to light theme'
    : 'Dark theme off, switch to dark theme';
  return (
    <IconButton label={label} aria-pressed={isDark} onClick={toggleTheme} title={label}>
      {isDark ? <Moon aria-hidden className="size-5" /> : <Sun aria-hidden className="size-5" />}
    </IconButton>
  );
}
