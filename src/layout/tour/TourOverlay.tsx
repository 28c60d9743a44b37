import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Backdrop, Box, Button, Paper, Popper, Typography, Unstable_TrapFocus as FocusTrap } from '@mui/material';
import { useTranslate } from 'react-admin';
import { availableSteps, findTarget, type TourStep } from './tourSteps';

const PAD = 6;

interface Spot {
  top: number;
  left: number;
  width: number;
  height: number;
}

function measure(step: TourStep | undefined): Spot | null {
  const target = step && findTarget(step);
  if (!target) return null;
  const box = target.getBoundingClientRect();
  return { top: box.top - PAD, left: box.left - PAD, width: box.width + PAD * 2, height: box.height + PAD * 2 };
}

/** The tour itself: the page dimmed but for the highlighted element, and a card beside it. */
export default function TourOverlay({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const steps = useMemo(() => availableSteps(), []);
  const [index, setIndex] = useState(0);
  const [spot, setSpot] = useState<Spot | null>(null);
  const step = steps[index];
  // A virtual anchor, new for every measurement, so that the card follows the highlight.
  const anchor = useMemo(() => (spot ? { getBoundingClientRect: () => new DOMRect(spot.left, spot.top, spot.width, spot.height) } : null), [spot]);
  // Tall elements (the menu) get the card beside them, the others below.
  const placement = spot && spot.height > window.innerHeight / 2 ? 'right-start' : 'bottom-start';

  // Follow the element while the window scrolls or resizes.
  useLayoutEffect(() => {
    findTarget(step)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const update = () => setSpot(measure(step));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <>
      <Backdrop open invisible onClick={onClose} sx={(theme) => ({ zIndex: theme.zIndex.modal })} />
      {spot && (
        <Box
          data-testid="tour-spotlight"
          sx={(theme) => ({
            position: 'fixed',
            ...spot,
            borderRadius: 1,
            boxShadow: '0 0 0 9999px rgba(0,0,0,.55)',
            outline: `2px solid ${theme.palette.primary.light}`,
            pointerEvents: 'none',
            zIndex: theme.zIndex.modal + 1,
            transition: 'all .25s ease',
          })}
        />
      )}
      <Popper open={!!anchor} anchorEl={anchor} placement={placement} sx={(theme) => ({ zIndex: theme.zIndex.modal + 2 })} modifiers={[{ name: 'flip', enabled: true }, { name: 'preventOverflow', options: { padding: 8 } }, { name: 'offset', options: { offset: [0, 10] } }]}>
        <FocusTrap open>
          <Paper role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} elevation={8} sx={{ p: 2, maxWidth: 320 }} data-testid="tour-card" data-step={step.id}>
            <Typography variant="caption" color="text.secondary">
              {translate('shell.tour.step', { current: index + 1, total: steps.length })}
            </Typography>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate(`shell.tour.steps.${step.id}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, mb: 2 }}>
              {translate(`shell.tour.steps.${step.id}.body`)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Button onClick={onClose} color="inherit">
                {translate('shell.tour.skip')}
              </Button>
              <Box sx={{ flex: 1 }} />
              {index > 0 && <Button onClick={() => setIndex(index - 1)}>{translate('shell.tour.back')}</Button>}
              <Button variant="contained" autoFocus onClick={() => (last ? onClose() : setIndex(index + 1))}>
                {translate(last ? 'shell.tour.done' : 'shell.tour.next')}
              </Button>
            </Box>
          </Paper>
        </FocusTrap>
      </Popper>
    </>
  );
}
