import { useLocation, useNavigate } from 'react-router';

/** Router state of a navigation the server chose (LIMIT_EXCEEDED's redirect_url). */
export type RedirectNoticeState = { redirectNotice?: string };

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as RedirectNoticeState).redirectNotice;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}

/**
 * The server's explanation for sending the visitor here (e.g. "You have reached your daily
 * limit ..."), kept in the history entry so Back and Forward show it again; `dismiss` clears it.
 */
export function useRedirectNotice(): { notice: string | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readNotice(location.state);
  const dismiss = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  };
  return { notice, dismiss };
}
