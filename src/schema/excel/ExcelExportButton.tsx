import { useRef, useState } from 'react';
import { Button, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useRegistry, useResourceDef } from '../RegistryContext';
import type { FieldDef } from '../types';
import { useFormatNumber } from '../../widgets/useFormat';

interface Progress {
  done: number;
  total: number;
}

/** The list as an .xlsx file, with its filters, sort and columns shown, read in pages behind a progress dialog. */
export function ExcelExportButton({ shown }: { shown?: readonly FieldDef[] }) {
  const def = useResourceDef();
  const registry = useRegistry();
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const formatNumber = useFormatNumber();
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const { exportList, saveBlob, ExportCancelled, MAX_EXPORT_ROWS } = await import('./exportList');
      const { fileName } = await import('./rows');
      try {
        const blob = await exportList({
          def,
          translate,
          registry,
          shown,
          language,
          signal: controller.signal,
          fetchPage: (page, perPage) =>
            dataProvider.getList(resource, { pagination: { page, perPage }, sort, filter: filterValues, signal: controller.signal }),
          onProgress: (done, all) => setProgress({ done, total: all }),
        });
        saveBlob(blob, fileName(def, translate));
        const count = Math.min(total ?? 0, MAX_EXPORT_ROWS);
        notify(translate('excel.export.done', { n: formatNumber(count) }), { type: 'success' });
        if ((total ?? 0) > MAX_EXPORT_ROWS) notify(translate('excel.export.capped', { max: formatNumber(MAX_EXPORT_ROWS) }), { type: 'warning' });
      } catch (error) {
        if (error instanceof ExportCancelled || controller.signal.aborted) notify('excel.export.cancelled', { type: 'info' });
        else throw error;
      }
    } catch (error) {
      notify(translate('excel.export.failed', { message: error instanceof Error ? translate(error.message) : String(error) }), { type: 'error' });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  const reading = progress !== null && progress.done < progress.total;
  return (
    <>
      <Button label="excel.export.button" onClick={run} disabled={progress !== null || !total}>
        <GridOnIcon />
      </Button>
      <Dialog open={progress !== null} aria-labelledby="excel-export-title" fullWidth maxWidth="xs">
        <DialogTitle id="excel-export-title">{translate('excel.export.title')}</DialogTitle>
        <DialogContent>
          <LinearProgress
            variant={reading ? 'determinate' : 'indeterminate'}
            value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            aria-label={translate('excel.export.title')}
          />
          <Typography variant="body2" role="status" sx={{ mt: 1.5 }}>
            {progress && reading
              ? translate('excel.export.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })
              : translate('excel.export.writing')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => abort.current?.abort()} autoFocus>
            {translate('ra.action.cancel')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
