import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { ResourceDef } from '../schema/types';
import { loadAmap } from './loadAmap';
import { amapLang, plugins } from './amapParts';

const ROUND = 1e6; // six decimals: about 0.1 m, as the inputs show them

interface Parts {
  map: AMap.Map;
  marker: AMap.Marker;
  circle: AMap.Circle | null;
}

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? NaN : Number(value));

/**
 * Places a record on AMap: a click on the map or a dragged marker sets the position fields, the
 * circle's edge (CircleEditor) the reach, and a place found by name (Autocomplete, PlaceSearch)
 * both position and view. The inputs stay the record's truth: typing in them moves the marker.
 */
export default function PlacePicker({ def }: { def: ResourceDef }) {
  const place = def.place!;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const [lng, lat, radius] = useWatch({ name: [place.lng, place.lat, place.radius ?? place.lng] }) as unknown[];
  const radiusField = def.fields.find((f) => f.source === place.radius);
  const boxRef = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const searchId = useId().replace(/:/g, '');
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [notFound, setNotFound] = useState('');
  const search = useRef<AMap.PlaceSearch | null>(null);

  const setPosition = (at: AMap.LngLat) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(place.lng, Math.round(at.getLng() * ROUND) / ROUND, options);
    setValue(place.lat, Math.round(at.getLat() * ROUND) / ROUND, options);
  };
  const setPositionRef = useRef(setPosition);
  setPositionRef.current = setPosition;
  const setRadius = (metres: number) => {
    if (!place.radius) return;
    const clamped = Math.min(Math.max(Math.round(metres), radiusField?.min ?? 1), radiusField?.max ?? Infinity);
    setValue(place.radius, clamped, { shouldDirty: true, shouldValidate: true });
  };
  const setRadiusRef = useRef(setRadius);
  setRadiusRef.current = setRadius;

  // The map, once; the watched values then move what is on it.
  useEffect(() => {
    let live = true;
    let map: AMap.Map | null = null;
    loadAmap().then(
      (loaded) => {
        const box = boxRef.current;
        if (!live || !box) return;
        const A = plugins(loaded);
        try {
          const m = new A.Map(box, { resizeEnable: true, zoom: 16, lang: amapLang(locale) });
          map = m;
          const marker = new A.Marker({ map: m, position: m.getCenter(), draggable: true, cursor: 'move' });
          marker.on('dragend', (e: { lnglat: AMap.LngLat }) => setPositionRef.current(e.lnglat));
          m.on('click', (e: { lnglat: AMap.LngLat }) => setPositionRef.current(e.lnglat));
          let circle: AMap.Circle | null = null;
          if (place.radius) {
            circle = new A.Circle({ map: m, center: m.getCenter(), radius: 30, strokeColor: '#1976d2', fillColor: '#1976d2', fillOpacity: 0.15 });
            const editor = new A.CircleEditor(m, circle);
            editor.on('adjust', (e: { radius: number }) => setRadiusRef.current(e.radius));
            editor.on('move', (e: { lnglat: AMap.LngLat }) => setPositionRef.current(e.lnglat));
            editor.open();
          }
          const auto = new A.Autocomplete({ input: searchId });
          auto.on('select', (e: { poi: { name: string; location?: AMap.LngLat } }) => {
            if (!e.poi.location) return;
            setNotFound('');
            setKeyword(e.poi.name);
            setPositionRef.current(e.poi.location);
          });
          search.current = new A.PlaceSearch({ pageSize: 1 });
          parts.current = { map: m, marker, circle };
          // Shows the values the form already has.
          setReady(true);
        } catch (error) {
          console.warn('AMap could not show the map:', error);
          setFailed(true);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      parts.current = null;
      search.current = null;
      map?.destroy();
    };
  }, [place.radius, searchId, locale]);

  const [x, y, r] = [toNumber(lng), toNumber(lat), toNumber(radius)];
  useEffect(() => {
    const p = parts.current;
    if (!p || !Number.isFinite(x) || !Number.isFinite(y)) return;
    p.marker.setPosition([x, y]);
    p.circle?.setCenter([x, y]);
    p.map.setCenter([x, y]);
  }, [x, y, ready]);
  useEffect(() => {
    if (Number.isFinite(r) && r > 0) parts.current?.circle?.setRadius(r);
  }, [r, ready]);

  const find = () => {
    const text = keyword.trim();
    if (!text || !search.current) return;
    search.current.search(text, (status, result) => {
      const poi = status === 'complete' && typeof result !== 'string' ? result.poiList?.pois?.[0] : undefined;
      if (poi?.location) {
        setNotFound('');
        setPositionRef.current(poi.location);
      } else setNotFound(text);
    });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }} data-testid="place-picker">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('schema.place.map')}
      </Typography>
      {failed ? (
        <Alert severity="warning">{translate('schema.place.failed')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <TextField
              id={searchId}
              size="small"
              label={translate('schema.place.search')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              // Enter finds the place instead of submitting the form.
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  find();
                }
              }}
              error={notFound !== ''}
              helperText={notFound ? translate('schema.place.not_found', { keyword: notFound }) : undefined}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={find} sx={{ alignSelf: 'flex-start', height: 40 }}>
              {translate('schema.place.find')}
            </Button>
          </Box>
          <Box ref={boxRef} role="application" aria-label={translate('schema.place.map')} sx={{ height: 320, borderRadius: 1, overflow: 'hidden', bgcolor: '#eef3f0' }} />
          <Typography variant="caption" color="text.secondary">
            {translate('schema.place.hint')}
          </Typography>
        </>
      )}
    </Box>
  );
}
