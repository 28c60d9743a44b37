import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Asks before a step that cannot be undone (a draft discarded, a version brought back). */
export function ConfirmDialog({ open, title, text, action, onConfirm, onClose }: { open: boolean; title: string; text: string; action: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="designer-confirm-title">
      <DialogTitle id="designer-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('designer.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
