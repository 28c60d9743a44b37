import { lazy, Suspense, type ComponentType } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { RecordTitle } from '../../schema/views/RecordTitle';
import { CompanyHeader } from './CompanyHeader';
import { CallView, useScreenText } from './panels/CallView';
import { SHOW_LOAD_PROPS } from '../../schema/views/ListStates';
import RelatedLists from '../../schema/definitions/RelatedLists';

/** The panels, each loaded when its tab is first opened. */
const PANELS: Record<string, ComponentType<{ companyId: number }>> = {
  staff: lazy(() => import('./panels/StaffPanel')),
  live: lazy(() => import('./panels/LivePanel')),
  trails: lazy(() => import('./panels/TrailPanel')),
  checks: lazy(() => import('./panels/ChecksPanel')),
  standing: lazy(() => import('./panels/StandingPanel')),
};
export const COMPANY_TABS = Object.keys(PANELS);

/** The tab lives in `?tab=`: a link opens it, and the back button returns to the previous one. */
function CompanyTabs() {
  const record = useRecordContext<{ id: number }>();
  const tr = useScreenText();
  const [params, setParams] = useSearchParams();
  const tab = COMPANY_TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'staff';
  const Panel = PANELS[tab]!;
  if (!record) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams({ tab: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {COMPANY_TABS.map((name) => (
          <Tab key={name} value={name} label={tr(`tabs.${name}`)} id={`company-tab-${name}`} aria-controls={`company-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`} sx={{ p: { xs: 1, sm: 2 } }}>
        <Suspense fallback={<CallView isPending error={undefined} empty={false}>{null}</CallView>}>
          <Panel key={record.id} companyId={Number(record.id)} />
        </Suspense>
      </Box>
    </Paper>
  );
}

/**
 * The company screen: who the company is, then its staff, trails, check items and books, then
 * the records of entities that point at it (its maintenance records).
 */
export default function CompanyShow() {
  return (
    <Show {...SHOW_LOAD_PROPS}
      title={<RecordTitle action="show" />}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
      component="div"
      // Until the company arrives the header and tabs have nothing to show: say it is loading.
      loading={<CallView isPending error={undefined} empty={false}>{null}</CallView>}
      sx={{ '& .RaShow-card': { overflow: 'visible' } }}
    >
      <CompanyHeader />
      <CompanyTabs />
      <RelatedLists />
    </Show>
  );
}
