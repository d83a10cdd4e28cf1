import { useEffect, useState } from 'react';
import { idleMoment, pageLoaded } from './quiet-moment';

/** True once the page has loaded and the main thread has gone idle: for work no first screen needs. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageLoaded()
      .then(() => idleMoment())
      .then(() => mounted && setIdle(true));
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
