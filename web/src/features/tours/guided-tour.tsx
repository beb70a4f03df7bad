import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { EVENTS, Joyride, type EventHandler } from 'react-joyride';
import { focusFirstAvailable } from '@/lib/focus';
import { completeTour, isTourComplete } from './tour-flags';
import { tourOptions, tourStyles } from './tour-style';
import { TourTooltip } from './tour-tooltip';
import { TOURS, type TourName } from './tours';
import { useTargetsOnScreen } from './use-targets-on-screen';

const LOCALE = { last: 'Got it', skip: 'Skip tour' };

/**
 * Runs a tour once per browser, as soon as all its targets are on screen; it steps aside while a
 * sheet or dialog covers them and comes back at the same step. Finishing, skipping,
 * closing it or pressing Escape sets its flag, so it never shows again (nor blocks the page).
 * Focus, trapped in the tour while it shows, then goes to what the tour pointed at first.
 */
export function GuidedTour({ name }: { name: TourName }) {
  const tour = TOURS[name];
  const theme = useTheme();
  const touch = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [complete, setComplete] = useState(() => isTourComplete(tour.flag));
  const [endedHere, setEndedHere] = useState(false);
  // Where to pick up when the tour comes back after hiding under a sheet the creator opened.
  const [stepIndex, setStepIndex] = useState(0);
  const targetsOnScreen = useTargetsOnScreen(tour.selectors, !complete);
  const running = !complete && targetsOnScreen;

  function end() {
    completeTour(tour.flag);
    setComplete(true);
    setEndedHere(true);
  }

  // Escape leaves the whole tour, as it closes any dialog; the tour's own handling would step on.
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      end();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  });

  useEffect(() => {
    if (endedHere) focusFirstAvailable(tour.selectors);
  }, [endedHere, tour.selectors]);

  const onEvent: EventHandler = (event) => {
    if (event.type === EVENTS.TOOLTIP) setStepIndex(event.index);
    if (event.type === EVENTS.TOUR_END) end();
  };

  if (!running) return null;
  const steps = tour.steps(touch ? 'Tap' : 'Click');
  return (
    <Joyride
      run
      continuous
      steps={steps}
      initialStepIndex={stepIndex}
      options={{ ...tourOptions(theme), showProgress: steps.length > 1, dismissKeyAction: false }}
      styles={tourStyles()}
      tooltipComponent={TourTooltip}
      locale={LOCALE}
      onEvent={onEvent}
    />
  );
}
