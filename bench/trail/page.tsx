// The trail player benchmark page (bench/trail.mjs builds it with vite): the real TrailPlayer,
// with the console's theme and translations, on a generated trail of TRAIL_POINTS points.
import { createRoot } from 'react-dom/client';
import { I18nContextProvider } from 'ra-core';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { initI18n } from '../../src/i18n';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { resourceMessages } from '../../src/resources/messages';
import { createAppTheme } from '../../src/theme';
import TrailPlayer from '../../src/resources/companies/trail/TrailPlayer';
import type { TrailCheckPoint } from '../../src/resources/companies/trail/TrailPlayer';
import type { TrailPoint } from '../../src/resources/companies/trail/geometry';

const params = new URLSearchParams(location.search);
const TRAIL_POINTS = Number(params.get('points')) || 10_000;
const CHECK_POINTS = Number(params.get('checks') ?? 200);

/** A deterministic patrol around a plant in Xi'an: a walk with a slowly turning heading, one fix every 2 s. */
function patrol(count: number): TrailPoint[] {
  let seed = 20_240_917;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const start = new Date(2026, 0, 5, 8, 0, 0).getTime();
  const pad = (n: number) => String(n).padStart(2, '0');
  const points: TrailPoint[] = [];
  let lng = 108.9503, lat = 34.2063, heading = 0;
  for (let i = 0; i < count; i++) {
    heading += (random() - 0.5) * 0.6;
    // Stay inside the plant (about 800 m across): turn back towards the centre near its edge.
    if (Math.hypot(lng - 108.9503, lat - 34.2063) > 0.004) heading = Math.atan2(34.2063 - lat, 108.9503 - lng) + (random() - 0.5);
    lng += Math.cos(heading) * 0.000012;
    lat += Math.sin(heading) * 0.00001;
    const t = new Date(start + i * 2000);
    const time = `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
    points.push({ id: i + 1, lng: Number(lng.toFixed(6)), lat: Number(lat.toFixed(6)), time });
  }
  return points;
}

/** Check points spread over the plant (some on the walk, most not), with a few reaches. */
function checkPoints(count: number): TrailCheckPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `检查点 ${i + 1}`,
    lng: Number((108.9503 + Math.cos(i * 2.4) * 0.004 * ((i % 10) / 10)).toFixed(6)),
    lat: Number((34.2063 + Math.sin(i * 2.4) * 0.0035 * ((i % 10) / 10)).toFixed(6)),
    radius: [30, 20, 50][i % 3],
  }));
}

await initI18n('zh');
const i18nProvider = createI18nProvider([resourceMessages]);
const points = patrol(TRAIL_POINTS);

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createAppTheme()}>
    <CssBaseline />
    <I18nContextProvider value={i18nProvider}>
      {/* About the width the company screen gives the player at 1366 px. */}
      <Box sx={{ width: 1100, m: 2 }}>
        <TrailPlayer points={points} checkPoints={checkPoints(CHECK_POINTS)} />
      </Box>
    </I18nContextProvider>
  </ThemeProvider>,
);
