import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import { Alert, Box, Button, Card, CardContent, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiErrorText } from '../apiErrorText';
import { useChartColors } from './chartColors';
import { downloadChartPng, downloadCsvText } from './chartExport';
import { csvText } from './chartData';

export interface ChartTable {
  header: readonly string[];
  /** The CSV's header when it differs (e.g. a unit). */
  csvHeader?: readonly string[];
  /** As the table shows them (formatted numbers). */
  rows: readonly (readonly (string | number)[])[];
  /** As the CSV holds them (plain numbers). */
  csvRows: readonly (readonly (string | number)[])[];
}

interface Props {
  title: string;
  /** One sentence saying what the chart shows: under the title, and the chart's accessible name. */
  summary?: string;
  legend: readonly { label: string; color: string }[];
  table: ChartTable;
  fileName: string;
  state: { isPending: boolean; error?: { message: string; code?: number } | null; refetch: () => void };
  empty: boolean;
  emptyText: string;
  height: number;
  /** Controls above the chart (e.g. the date range). */
  toolbar?: ReactNode;
  testId?: string;
  children: ReactNode;
}

function Legend({ items }: { items: Props['legend'] }) {
  return (
    <Stack direction="row" component="ul" aria-hidden sx={{ gap: 2, flexWrap: 'wrap', listStyle: 'none', m: 0, mb: 1, p: 0 }}>
      {items.map((item) => (
        <Stack key={item.label} component="li" direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A chart in a card: title and summary, PNG and CSV downloads, loading, error and empty
 * states, and the numbers in a table that screen readers read instead of the picture.
 */
export function ChartCard({ title, summary, legend, table, fileName, state, empty, emptyText, height, toolbar, testId, children }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const colors = useChartColors();
  const chartRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const summaryId = useId();
  const ready = !state.isPending && !state.error && !empty;

  const savePng = async () => {
    const svg = chartRef.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg) return;
    try {
      await downloadChartPng(svg, { title, legend, background: colors.paper, textColor: colors.text, fontFamily: colors.fontFamily, fileName });
    } catch {
      notify('statistics.chart.png_failed', { type: 'error' });
    }
  };
  const saveCsv = () => downloadCsvText(csvText(table.csvHeader ?? table.header, table.csvRows), fileName);

  let body: ReactNode;
  if (state.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.refetch}>
            {translate('statistics.chart.retry')}
          </Button>
        }
      >
        {apiErrorText({ message: state.error.message, code: state.error.code ?? -1 }, translate)}
      </Alert>
    );
  } else if (state.isPending) {
    body = <Skeleton variant="rounded" height={height} aria-label={translate('statistics.chart.loading')} />;
  } else if (empty) {
    body = (
      <Box role="status" sx={{ height: Math.min(height, 160), display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <Typography>{emptyText}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <Legend items={legend} />
        <Box ref={chartRef} role="img" aria-labelledby={summary ? summaryId : titleId} data-testid={testId} sx={{ height, minWidth: 0 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
        </Box>
        {/* Hidden by a block around it: a table itself ignores the 1 px height and would lengthen the page. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{translate('statistics.chart.data_table', { title })}</caption>
            <thead>
              <tr>
                {table.header.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (column === 0 ? <th key={column} scope="row">{cell}</th> : <td key={column}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {summary && ready && (
              <Typography id={summaryId} variant="body2" color="text.secondary">
                {summary}
              </Typography>
            )}
          </Box>
          <Tooltip title={translate('statistics.chart.download_png')}>
            <span>
              <IconButton size="small" aria-label={translate('statistics.chart.download_png')} disabled={!ready} onClick={() => void savePng()}>
                <ImageIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('statistics.chart.export_csv')}>
            <span>
              <IconButton size="small" aria-label={translate('statistics.chart.export_csv')} disabled={!ready} onClick={saveCsv}>
                <DownloadIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {toolbar}
        {body}
      </CardContent>
    </Card>
  );
}
