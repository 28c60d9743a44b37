import { useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { call, isApiError } from '../../api';
import { resourceLabel } from '../labels';
import type { ResourceDef } from '../types';
import { useFormatNumber } from '../../widgets/useFormat';
import { saveBlob } from '../excel/exportList';
import { readFile } from './readFile';
import { checkRow, importFields, requestBody, templateRows, toImportRows, type ImportRow } from './rows';
import { PreviewTable, type RowProblems } from './PreviewTable';

/** What the server takes in one call (server/src/imports/checked-import.ts). */
const MAX_ROWS = 10_000;

type Step = 'choose' | 'reading' | 'checking' | 'checked' | 'saving';

interface Checked {
  name: string;
  rows: ImportRow[];
  problems: RowProblems;
}

/** Server problems `<n>.<field>` (n counts the rows sent from 1) by row index. */
function byRow(fields: Record<string, string>): RowProblems {
  const problems: RowProblems = new Map();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^(\d+)\.(.+)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]) - 1;
    problems.set(index, { ...problems.get(index), [match[2]!]: message });
  }
  return problems;
}

/** Template, upload, preview with every problem on its row and column, then all or nothing. */
export default function ImportDialog({ def, onClose }: { def: ResourceDef; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const formatNumber = useFormatNumber();
  const input = useRef<HTMLInputElement>(null);
  // A phone gets the whole screen: the preview is a wide table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [step, setStep] = useState<Step>('choose');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const endpoint = def.import!.endpoint;
  const busy = step === 'reading' || step === 'checking' || step === 'saving';

  async function downloadTemplate() {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    const [header, example] = templateRows(def, translate);
    const blob = await writeXlsxFile([header!.map((value) => ({ value: String(value), fontWeight: 'bold' as const })), example!], {
      columns: header!.map(() => ({ width: 22 })),
      stickyRowsCount: 1,
    }).toBlob();
    saveBlob(blob, `${translate(resourceLabel(def))}-${translate('excel.import.template')}.xlsx`);
  }

  /** Asks the server; a 2001 answers the problems of each row. */
  async function send(rows: ImportRow[], dryRun: boolean): Promise<RowProblems | null> {
    try {
      // Committed again after a timeout, the same rows carry the same key: imported once.
      await call(endpoint, requestBody(def, rows, dryRun), { json: true, idempotent: true });
      return null;
    } catch (e) {
      if (isApiError(e) && e.code === 2001 && Object.keys(e.fields).some((k) => /^\d+\./.test(k))) return byRow(e.fields);
      throw e;
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setChecked(null);
    setStep('reading');
    try {
      let sheet;
      try {
        sheet = await readFile(file);
      } catch {
        throw new Error(translate('excel.import.unreadable'));
      }
      const { rows, missing } = toImportRows(def, sheet, translate);
      if (missing.length > 0) throw new Error(translate('excel.import.missing', { columns: missing.join(translate('excel.import.separator')) }));
      if (rows.length === 0) throw new Error(translate('excel.import.empty'));
      if (rows.length > MAX_ROWS) throw new Error(translate('excel.import.too_many', { n: formatNumber(rows.length), max: formatNumber(MAX_ROWS) }));
      const problems: RowProblems = new Map();
      rows.forEach((row, i) => {
        const found = checkRow(def, row.values, translate);
        if (Object.keys(found).length > 0) problems.set(i, found);
      });
      // The server's checks (names, duplicates) need rows that already read right.
      if (problems.size === 0) {
        setStep('checking');
        for (const [i, found] of (await send(rows, true)) ?? []) problems.set(i, found);
      }
      setChecked({ name: file.name, rows, problems });
      setStep('checked');
    } catch (e) {
      setError(e instanceof Error ? translate(e.message) : String(e));
      setStep('choose');
    } finally {
      // The same file may be chosen again after it is fixed.
      if (input.current) input.current.value = '';
    }
  }

  async function commit() {
    if (!checked) return;
    setStep('saving');
    try {
      const problems = await send(checked.rows, false);
      if (problems) {
        setChecked({ ...checked, problems });
        setStep('checked');
        return;
      }
      notify(translate('excel.import.done', { n: formatNumber(checked.rows.length) }), { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      setError(translate('excel.import.failed', { message: e instanceof Error ? translate(e.message) : String(e) }));
      setStep('checked');
    }
  }

  const ready = step === 'checked' && checked !== null && checked.problems.size === 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="import-title" fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id="import-title">{translate('excel.import.title', { resource: translate(resourceLabel(def)) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('excel.import.intro')}</Typography>
        {importFields(def).some((f) => f.type === 'reference' || f.type === 'tree') && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {translate('excel.import.references')}
          </Typography>
        )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate} disabled={busy}>
            {translate('excel.import.template')}
          </Button>
          <Button variant={checked ? 'outlined' : 'contained'} startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {translate(checked ? 'excel.import.choose_other' : 'excel.import.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('excel.import.choose')}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </Stack>
        {busy && (
          <Box role="status" sx={{ mb: 2 }}>
            <LinearProgress aria-label={translate(`excel.import.${step === 'saving' ? 'saving' : step}`)} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate(`excel.import.${step === 'saving' ? 'saving' : step}`)}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {checked && (
          <>
            <Typography variant="subtitle2">{translate('excel.import.file', { name: checked.name, n: formatNumber(checked.rows.length) })}</Typography>
            <Alert severity={checked.problems.size === 0 ? 'success' : 'error'} sx={{ my: 1 }} role="status">
              {checked.problems.size === 0 ? translate('excel.import.valid') : translate('excel.import.problems', { n: formatNumber(checked.problems.size) })}
            </Alert>
            <PreviewTable def={def} rows={checked.rows} problems={checked.problems} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={commit} disabled={!ready}>
          {translate('excel.import.commit', { n: formatNumber(checked?.rows.length ?? 0) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
