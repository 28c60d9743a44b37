import { useCallback, useState } from 'react';

/**
 * Open state for a dialog or drawer whose code loads on first open: `mounted` turns true with
 * the first `show()` and stays so, so that closing plays its transition instead of vanishing.
 */
export function useMountOnOpen() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
