import { lazy, Suspense, useId } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMountOnOpen } from '../widgets/useMountOnOpen';

/** Spec §9: the panel's handle sits 250 px from the top. */
export const SETTINGS_HANDLE_TOP = 250;
/** The handle's width; the main area keeps this much clear on its right so it covers nothing. */
export const SETTINGS_HANDLE_WIDTH = 32;

// The panel (colour picker, switches, drawer) loads on first open.
const SettingsPanel = lazy(() => import('./SettingsPanel'));

/** Below this width the handle moves into the top bar: a fixed tab there would cost a phone a tenth of its width. */
export const SETTINGS_IN_TOOLBAR_QUERY = '(max-width:599.95px)';

/**
 * The right-hand settings panel (spec §2): theme colour, tags view, fixed header, sidebar logo,
 * dark mode. Its handle is the spec's tab on the right edge, or a button among the top bar's
 * on a phone (`inToolbar`).
 */
export function SettingsDrawer({ inToolbar = false }: { inToolbar?: boolean }) {
  const translate = useTranslate();
  const panel = useMountOnOpen();
  const titleId = useId();

  return (
    <>
      <Tooltip title={translate('shell.settings.open')} placement={inToolbar ? 'bottom' : 'left'}>
        <IconButton
          aria-label={translate('shell.settings.open')}
          aria-haspopup="dialog"
          onClick={panel.show}
          data-tour="settings"
          data-testid="settings-handle"
          color={inToolbar ? 'inherit' : undefined}
          sx={(theme) => inToolbar ? {} : ({
            position: 'fixed',
            top: SETTINGS_HANDLE_TOP,
            right: 0,
            zIndex: theme.zIndex.appBar + 2,
            width: SETTINGS_HANDLE_WIDTH,
            height: 44,
            borderRadius: '6px 0 0 6px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          })}
        >
          <SettingsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {panel.mounted && (
        <Suspense fallback={null}>
          <SettingsPanel open={panel.open} onClose={panel.hide} titleId={titleId} />
        </Suspense>
      )}
    </>
  );
}
