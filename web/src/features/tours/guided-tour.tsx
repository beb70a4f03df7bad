import { useState } from 'react';
import { EVENTS, Joyride, type EventHandler } from 'react-joyride';
import { completeTour, isTourComplete } from './tour-flags';
import { TOUR_OPTIONS, TOUR_STYLES } from './tour-style';
import { TOURS, type TourName } from './tours';
import { useTargetsOnScreen } from './use-targets-on-screen';

const LOCALE = { last: 'Got it', skip: 'Skip tour' };

/**
 * Runs a tour once per browser, as soon as all its targets are on screen. Finishing, skipping or
 * closing it sets its flag, so it never shows again (nor blocks the page).
 */
export function GuidedTour({ name }: { name: TourName }) {
  const tour = TOURS[name];
  const [complete, setComplete] = useState(() => isTourComplete(tour.flag));
  const targetsOnScreen = useTargetsOnScreen(tour.selectors, !complete);

  const onEvent: EventHandler = (event) => {
    if (event.type !== EVENTS.TOUR_END) return;
    completeTour(tour.flag);
    setComplete(true);
  };

  if (complete || !targetsOnScreen) return null;
  return (
    <Joyride
      run
      continuous
      steps={[...tour.steps]}
      options={{ ...TOUR_OPTIONS, showProgress: tour.steps.length > 1 }}
      styles={TOUR_STYLES}
      locale={LOCALE}
      onEvent={onEvent}
    />
  );
}
