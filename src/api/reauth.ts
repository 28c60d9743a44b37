/**
 * A sensitive call (changing roles, resetting a password or a second factor, disabling a user)
 * answers 2003 with `reason: reauth_required` when the session's password check is old. The
 * client then asks the user to confirm (ReauthDialog, registered by the shell; silent calls too) and, once the
 * server accepted it, sends the call again. One question however many calls wait.
 */
export const REAUTH_REASON = 'reauth_required';

type Asker = () => Promise<boolean>;
let asker: Asker | null = null;
let asking: Promise<boolean> | null = null;

/** The shell registers who asks; null when it goes. */
export function setReauthAsker(next: Asker | null): void {
  asker = next;
}

/** True once the user confirmed; false when they cancelled or nobody can ask. */
export function confirmIdentity(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  asking ??= asker().finally(() => {
    asking = null;
  });
  return asking;
}
