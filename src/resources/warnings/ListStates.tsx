import InboxIcon from '@mui/icons-material/Inbox';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { apiErrorText } from '../../pages/apiErrorText';

/** What a list shows when its call failed: the reason and a way to ask again. */
export function ListLoadError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('resources.warnings.show.retry')}
        </Button>
      }
    >
      {apiErrorText({ message: error?.message ?? '', code: -1 }, translate)}
    </Alert>
  );
}

/** An empty list, told apart from a list emptied by its filters. */
export function ListEmpty({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      <Typography>{translate(message)}</Typography>
    </Box>
  );
}

/** 20 a page as the lists open with, among the sizes offered (the server gives at most 100). */
export const PAGINATION = <Pagination rowsPerPageOptions={[10, 20, 50, 100]} />;

/** On a narrow screen the table scrolls sideways inside its card instead of widening the page. */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };

/** Short headers ("处理状态", "上报身份") stay on one line. */
export const TABLE_SX = { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } };
