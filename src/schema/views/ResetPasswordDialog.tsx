import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { PasswordFields } from '../inputs/PasswordFields';
import { fieldLabel } from '../labels';
import type { FieldDef, ResourceDef } from '../types';
import { validatorsFor } from '../validators';

interface Props {
  open: boolean;
  onClose: () => void;
  titleId: string;
  name: string;
  def: ResourceDef;
  field: FieldDef;
  source: string;
  isPending: boolean;
  save: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}

/** The reset-password dialog of a row action, loaded the first time it opens. */
export default function ResetPasswordDialog({ open, onClose, titleId, name, def, field, source, isPending, save }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs">
      {/* A fresh form each time: nothing typed before is kept or shown again. */}
      {open && (
        <Form onSubmit={save} record={{}} noValidate>
          <DialogTitle id={titleId}>{translate('schema.row.reset_title', { name })}</DialogTitle>
          {/* Room above the first input, whose label sits on its top border. */}
          <DialogContent sx={{ '&&': { pt: 1 } }}>
            <PasswordFields source={source} label={fieldLabel(def, field)} validate={validatorsFor({ ...field, required: true }, 'create')} mode="create" confirm autoFocus minLength={field.minLength ?? 1} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {translate('ra.action.save')}
            </MuiButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
